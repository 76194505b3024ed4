//! Soundness harness for numbers that flow from outputs into later loops (issue
//! 18): generated programs compute a number from `N` (by `is/2`, accumulators,
//! recursion, `length/2` of a built list, through other predicates) and hand it
//! to a loop. For every program, `main(N)` with `N` a natural is analysed for
//! steps and every unification and builtin counter, and the bounds must enclose
//! what the engine counts at each `N`. A second family types `N` as `int` (its
//! size is `max(0, N)`) and runs it at negative values too: loops guarded by
//! comparisons on integers of either sign, straight on `N` or on the numbers
//! computed from it.

mod common;

use costlog_engine::{Limits, Outcome, Term};

/// Producers `{p}(N, M)`: a natural `M` computed from the natural `N` (`{p}` is
/// replaced by a prefix unique in the program).
const PRODUCERS: &[&str] = &[
    // Sum of squares in an accumulator.
    "{p}(N, M) :- {p}_l(N, 0, M).\n\
     {p}_l(0, S, S) :- !.\n\
     {p}_l(N, S0, S) :- N > 0, S1 is S0 + N*N, N1 is N - 1, {p}_l(N1, S1, S).\n",
    // Sum of 1..N in an accumulator.
    "{p}(N, M) :- {p}_l(N, 0, M).\n\
     {p}_l(0, S, S) :- !.\n\
     {p}_l(N, S0, S) :- N > 0, S1 is S0 + N, N1 is N - 1, {p}_l(N1, S1, S).\n",
    // 2^N in an accumulator.
    "{p}(N, M) :- {p}_l(N, 1, M).\n\
     {p}_l(0, P, P) :- !.\n\
     {p}_l(N, P0, P) :- N > 0, P1 is P0 * 2, N1 is N - 1, {p}_l(N1, P1, P).\n",
    // 3N in an accumulator shifted by a constant.
    "{p}(N, M) :- {p}_l(N, 0, M).\n\
     {p}_l(0, K, K) :- !.\n\
     {p}_l(N, K0, K) :- N > 0, K1 is K0 + 3, N1 is N - 1, {p}_l(N1, K1, K).\n",
    // N*N - N: an accumulator starting at a computed value, counted down.
    "{p}(N, M) :- K is N*N, {p}_l(N, K, M).\n\
     {p}_l(0, K, K) :- !.\n\
     {p}_l(N, K0, K) :- N > 0, K1 is K0 - 1, N1 is N - 1, {p}_l(N1, K1, K).\n",
    // A square by is/2.
    "{p}(N, M) :- M is N*N.\n",
    // An affine value by is/2.
    "{p}(N, M) :- M is 2*N + 1.\n",
    // Half, rounded down.
    "{p}(N, M) :- M is N // 2.\n",
    // The larger of N and a constant.
    "{p}(N, M) :- M is max(N, 3).\n",
    // A square in one branch of an if-then-else.
    "{p}(N, M) :- ( N > 2 -> M is N*N ; M = N ).\n",
    // Sum of 1..N after the recursive call.
    "{p}(0, 0) :- !.\n\
     {p}(N, T) :- N > 0, N1 is N - 1, {p}(N1, T0), T is T0 + N.\n",
    // A square through a helper.
    "{p}(N, M) :- {p}_a(N, K), M is K + 1.\n\
     {p}_a(N, K) :- K is N*N.\n",
    // The length of a built list of N(N+1)/2 elements.
    "{p}(N, M) :- {p}_b(N, L), length(L, M).\n\
     {p}_b(0, []) :- !.\n\
     {p}_b(N, L) :- N > 0, N1 is N - 1, {p}_b(N1, L0), {p}_pad(N, L0, L).\n\
     {p}_pad(0, L, L) :- !.\n\
     {p}_pad(K, L0, [x|L]) :- K > 0, K1 is K - 1, {p}_pad(K1, L0, L).\n",
    // The length of a list of N elements, counted by a user predicate.
    "{p}(N, M) :- {p}_b(N, L), {p}_len(L, M).\n\
     {p}_b(0, []) :- !.\n\
     {p}_b(N, [N|L]) :- N > 0, N1 is N - 1, {p}_b(N1, L).\n\
     {p}_len([], 0).\n\
     {p}_len([_|T], M) :- {p}_len(T, M0), M is M0 + 1.\n",
    // N! after the recursive call: the recursive output counted N times.
    "{p}(0, 1) :- !.\n\
     {p}(N, F) :- N > 0, N1 is N - 1, {p}(N1, F0), F is F0 * N.\n",
    // N! in an accumulator.
    "{p}(N, M) :- {p}_l(N, 1, M).\n\
     {p}_l(0, P, P) :- !.\n\
     {p}_l(N, P0, P) :- N > 0, P1 is P0 * N, N1 is N - 1, {p}_l(N1, P1, P).\n",
    // N * (1 + ... + N) in an accumulator, N a parameter passed on unchanged.
    "{p}(N, M) :- {p}_l(N, N, 0, M).\n\
     {p}_l(0, _, S, S) :- !.\n\
     {p}_l(K, N, S0, S) :- K > 0, S1 is S0 + K*N, K1 is K - 1, {p}_l(K1, N, S1, S).\n",
    // 1 + ... + N counted up to N.
    "{p}(N, M) :- {p}_l(0, N, 0, M).\n\
     {p}_l(I, N, S, S) :- I >= N, !.\n\
     {p}_l(I, N, S0, S) :- I1 is I + 1, S1 is S0 + I1, {p}_l(I1, N, S1, S).\n",
    // Squares of values that may be negative.
    "{p}(N, M) :- K is N - 3, M is K * K.\n",
    "{p}(N, M) :- K is 3 - N, M is K * K.\n",
    // A product with a factor that may be negative.
    "{p}(N, M) :- K is 2 - N, M is K * N + 5.\n",
    // The square of a negative recursive output (-2N).
    "{p}(N, M) :- {p}_n(N, K), M is K * K.\n\
     {p}_n(0, 0) :- !.\n\
     {p}_n(N, K) :- N > 0, N1 is N - 1, {p}_n(N1, K0), K is K0 - 2.\n",
    // Sum of the squares of the negative recursive outputs 0, -1, ..., 1 - N.
    "{p}(N, M) :- {p}_r(N, _, M).\n\
     {p}_r(0, 0, 0) :- !.\n\
     {p}_r(N, K, M) :- N > 0, N1 is N - 1, {p}_r(N1, K0, M0), K is K0 - 1, M is M0 + K0*K0.\n",
];

/// Consumers `{c}(M)`: loops whose cost grows with the natural `M`.
const CONSUMERS: &[&str] = &[
    // M + 1 steps.
    "{c}(0) :- !.\n\
     {c}(K) :- K > 0, K1 is K - 1, {c}(K1).\n",
    // Down by two.
    "{c}(K) :- K < 2, !.\n\
     {c}(K) :- K1 is K - 2, {c}(K1).\n",
    // A list of M elements built, then walked.
    "{c}(M) :- {c}_mk(M, L), {c}_walk(L).\n\
     {c}_mk(0, []) :- !.\n\
     {c}_mk(K, [K|L]) :- K > 0, K1 is K - 1, {c}_mk(K1, L).\n\
     {c}_walk([]).\n\
     {c}_walk([_|T]) :- {c}_walk(T).\n",
    // Quadratic: a countdown from each of M..1.
    "{c}(0) :- !.\n\
     {c}(K) :- K > 0, {c}_cd(K), K1 is K - 1, {c}(K1).\n\
     {c}_cd(0) :- !.\n\
     {c}_cd(K) :- K > 0, K1 is K - 1, {c}_cd(K1).\n",
    // Negative values welcome: one step for those.
    "{c}(K) :- K =< 0, !.\n\
     {c}(K) :- K1 is K - 1, {c}(K1).\n",
    // Halving.
    "{c}(0) :- !.\n\
     {c}(K) :- K > 0, H is K // 2, {c}(H).\n",
    // Down by value past a cut on `K =< 0`, squares summed in an accumulator.
    "{c}(K) :- {c}_s(K, 0, _).\n\
     {c}_s(K, S, S) :- K =< 0, !.\n\
     {c}_s(K, S0, S) :- S1 is S0 + K*K, K1 is K - 1, {c}_s(K1, S1, S).\n",
    // Down to a guard `K >= 3`, an else clause below it.
    "{c}(K) :- K >= 3, !, K1 is K - 1, {c}(K1).\n\
     {c}(_).\n",
    // A guard that holds of 0 but not of the negatives (`K >= 0`).
    "{c}(K) :- K >= 0, !, K1 is K - 1, {c}(K1).\n\
     {c}(_).\n",
    // Down by two with the constant on the left (`0 < K`), an output counted.
    "{c}(K) :- {c}_n(K, _).\n\
     {c}_n(K, C) :- 0 < K, !, K1 is K - 2, {c}_n(K1, C0), C is C0 + 1.\n\
     {c}_n(_, 0).\n",
    // A head constant that negative values pass by (they fail further down).
    "{c}(0) :- !.\n\
     {c}(K) :- K >= 1, K1 is K - 1, {c}(K1).\n",
    // A loop counting down its growing accumulator at every step.
    "{c}(M) :- {c}_l(M, 0).\n\
     {c}_l(0, _) :- !.\n\
     {c}_l(K, A) :- K > 0, {c}_cd(A), A1 is A + K, K1 is K - 1, {c}_l(K1, A1).\n\
     {c}_cd(0) :- !.\n\
     {c}_cd(K) :- K > 0, K1 is K - 1, {c}_cd(K1).\n",
];

/// A generated program: its text (with the `pred` assertion of `main/1`) and the
/// least and largest `N` it is run at.
struct Generated {
    text: String,
    min_n: i64,
    max_n: i64,
}

/// `main(N) :- body.` with the assertion (`N` a natural), followed by the
/// parts' clauses.
fn program(body: &str, parts: &[String], max_n: i64) -> Generated {
    typed_program("nnegint", body, parts, 0, max_n)
}

/// `main(N) :- body.` with `N` of type `ty`, run from `min_n` to `max_n`.
fn typed_program(ty: &str, body: &str, parts: &[String], min_n: i64, max_n: i64) -> Generated {
    let mut text = format!(":- pred main(N) : {ty}(N).\nmain(N) :- {body}.\n");
    for p in parts {
        text.push_str(p);
    }
    Generated { text, min_n, max_n }
}

/// `N` an integer of either sign: every consumer straight on `N`, every
/// producer into a consumer (in turn), and a consumer on `N` before a producer
/// and a loop.
fn signed_programs() -> Vec<Generated> {
    let mut out = Vec::new();
    for c in 0..CONSUMERS.len() {
        out.push(typed_program("int", "c(N)", &[consumer(c, "c")], -4, 6));
    }
    for p in 0..PRODUCERS.len() {
        for c in [p % CONSUMERS.len(), (p + 5) % CONSUMERS.len()] {
            out.push(typed_program(
                "int",
                "p(N, M), c(M)",
                &[producer(p, "p"), consumer(c, "c")],
                -3,
                4,
            ));
        }
        out.push(typed_program(
            "int",
            "d(N), p(N, M), c(M)",
            &[producer(p, "p"), consumer(7, "c"), consumer(8, "d")],
            -3,
            4,
        ));
    }
    out
}

fn producer(i: usize, name: &str) -> String {
    PRODUCERS[i].replace("{p}", name)
}

fn consumer(i: usize, name: &str) -> String {
    CONSUMERS[i].replace("{c}", name)
}

/// Every shape over every producer and consumer.
fn generated() -> Vec<Generated> {
    let mut out = Vec::new();
    for p in 0..PRODUCERS.len() {
        for c in 0..CONSUMERS.len() {
            // The number straight into the loop.
            out.push(program(
                "p(N, M), c(M)",
                &[producer(p, "p"), consumer(c, "c")],
                5,
            ));
            // Through two wrappers, the input looped over as well.
            out.push(program(
                "p(N, M), w(M), c(N)",
                &[
                    producer(p, "p"),
                    consumer(c, "c"),
                    "w(M) :- v(M).\nv(M) :- K is M + 0, c(K).\n".into(),
                ],
                4,
            ));
        }
        // Two producers in a row.
        for q in 0..PRODUCERS.len() {
            out.push(program(
                "p(N, K), q(K, M), c(M)",
                &[producer(p, "p"), producer(q, "q"), consumer(0, "c")],
                3,
            ));
        }
        // Inside a loop over N, summed into the loop's accumulator, which a
        // countdown consumes at every step.
        out.push(program(
            "l(N, 0)",
            &[
                "l(0, _) :- !.\n\
                 l(N, A) :- N > 0, p(N, M), A1 is A + M, c(A), N1 is N - 1, l(N1, A1).\n"
                    .into(),
                producer(p, "p"),
                consumer(0, "c"),
            ],
            4,
        ));
        // An accumulator counted down by the number, below 0, into the
        // consumer that takes negative values.
        out.push(program(
            "p(N, M), d(N, M)",
            &[
                "d(0, _) :- !.\n\
                 d(N, A) :- N > 0, c(A), A1 is A - 3, N1 is N - 1, d(N1, A1).\n"
                    .into(),
                producer(p, "p"),
                consumer(4, "c"),
            ],
            5,
        ));
    }
    out.extend(signed_programs());
    out
}

#[test]
fn bounds_of_loops_over_computed_numbers_enclose_measured_counts() {
    let programs = generated();
    let mut compared = 0usize;
    let mut finite_steps = 0usize;
    let mut failures = Vec::new();
    for g in &programs {
        let (mut m, infos) = common::analysed(&g.text);
        if infos[0].1.cost.ub.is_some() {
            finite_steps += 1;
        }
        for n in g.min_n..=g.max_n {
            m.set_limits(Limits {
                steps: 200_000,
                ..Limits::default()
            });
            m.set_counting(true);
            m.reset_counts();
            let outcome = m.run_once(&Term::compound("main", vec![Term::Int(n)]));
            m.set_counting(false);
            match outcome {
                // (A loop over a negative number fails: the bounds hold for
                // the cost up to the failure as well.)
                Outcome::Solved | Outcome::Failed => {}
                // Beyond the step limit: too large to compare.
                Outcome::Error(_) => continue,
                o => panic!("{}main({n}): {o:?}", g.text),
            }
            let c = m.total_counts();
            // The size of `N`: its value, or `max(0, N)` for an `int`.
            let val = |_: u32| n.max(0) as f64;
            for (r, info) in &infos {
                let measured = c[*r] as f64;
                let lb = info.cost.lb.eval(&val);
                let ub = common::first_solution_ub(info, &val);
                compared += 1;
                if measured + 1e-6 < lb || ub.is_some_and(|u| measured > u + 1e-6) {
                    failures.push(format!(
                        "{}main({n}) {}: measured {measured}, inferred [{lb}, {ub:?}]",
                        g.text,
                        r.name()
                    ));
                }
            }
        }
    }
    common::assert_none_unsound(&failures);
    assert!(programs.len() > 300, "only {} programs", programs.len());
    assert!(compared > 10_000, "only {compared} measurements compared");
    // The harness covers finite bounds, not only `inf`.
    assert!(
        finite_steps > 50,
        "only {finite_steps} programs with a finite upper bound on steps"
    );
}
