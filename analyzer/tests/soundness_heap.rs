//! Soundness harness for the bounds on heap cells over random programs that build
//! data: `main(L)` with `L` a list of integers (or `main(N)` with `N` an integer
//! building a list first) runs one to three stages drawn from shapes that build
//! terms (maps to numbers and to compounds, appends, naive and accumulator
//! reversal, difference lists, binary tree insertion, filters with cut guards or
//! an if-then-else, compounds built in bodies and taken apart by callees). The
//! inferred `heap` bounds must enclose the cells the engine counts: the first
//! solution within the lower bound and the first-solution upper bounds, all
//! solutions within the upper bound. The query's own arguments, built before the
//! run, are not counted.

mod common;

use costlog_engine::{Counter, Limits, Machine, Outcome, Term};

/// A small deterministic generator (xorshift64*), so every run draws the same
/// programs and a failure names its seed.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

/// Stage shapes `{f}(In, Out)` over lists: `{f}` is replaced by the stage's name,
/// `{k}` by a small constant, `{cmp}`/`{ncmp}` by a comparison and its complement,
/// `{val}` by an arithmetic expression over `X` and `{box}` by a compound over `X`.
const STAGES: &[&str] = &[
    // A map to numbers.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- Y is {val}, {f}(T, R).\n",
    // A map to compounds written in the head.
    "{f}([], []).\n\
     {f}([X|T], [{box}|R]) :- {f}(T, R).\n",
    // A compound built in the body, taken apart by a callee.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- {f}_w({box}, Y), {f}(T, R).\n\
     {f}_w(B, Y) :- {f}_u(B, Y).\n\
     {f}_u(p(Y), Y).\n\
     {f}_u(q(Y, _), Y).\n\
     {f}_u(r(Y, _, _), Y).\n\
     {f}_u([Y], Y).\n",
    // A filter with a cut guard and an else clause.
    "{f}([], []).\n\
     {f}([X|T], [X|R]) :- X {cmp} {k}, !, {f}(T, R).\n\
     {f}([_|T], R) :- {f}(T, R).\n",
    // A filter with complementary guards, no cut.
    "{f}([], []).\n\
     {f}([X|T], [X|R]) :- X {cmp} {k}, {f}(T, R).\n\
     {f}([X|T], R) :- X {ncmp} {k}, {f}(T, R).\n",
    // A filter by if-then-else (compiled into other calls: not exact).
    "{f}([], []).\n\
     {f}([X|T], R) :- ( X {cmp} {k} -> R = [X|R1] ; R = R1 ), {f}(T, R1).\n",
    // The list appended to itself.
    "{f}(L, R) :- {f}_a(L, L, R).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // Naive reverse.
    "{f}([], []).\n\
     {f}([H|T], R) :- {f}(T, RT), {f}_a(RT, [H], R).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // Reverse with an accumulator.
    "{f}(L, R) :- {f}_r(L, [], R).\n\
     {f}_r([], A, A).\n\
     {f}_r([X|T], A, R) :- {f}_r(T, [{box}|A], R).\n",
    // Every element twice, through a difference list.
    "{f}(L, R) :- {f}_d(L, R, []).\n\
     {f}_d([], T, T).\n\
     {f}_d([X|Xs], [X, {box}|T0], T) :- {f}_d(Xs, T0, T).\n",
    // A binary search tree of the elements, the list passed on.
    "{f}(L, L) :- {f}_b(L, nil, _).\n\
     {f}_b([], T, T).\n\
     {f}_b([X|Xs], T0, T) :- {f}_i(T0, X, T1), {f}_b(Xs, T1, T).\n\
     {f}_i(nil, X, t(nil, X, nil)).\n\
     {f}_i(t(L, K, R), X, t(L1, K, R)) :- X {cmp} K, !, {f}_i(L, X, L1).\n\
     {f}_i(t(L, K, R), X, t(L, K, R1)) :- {f}_i(R, X, R1).\n",
    // Pairs of neighbours.
    "{f}([X,Y|T], [X-Y|R]) :- !, {f}([Y|T], R).\n\
     {f}(_, []).\n",
    // Elements checked one by one, failing on the first that does not pass.
    "{f}([], []).\n\
     {f}([X|T], [{box}|R]) :- X {cmp} {k}, {f}(T, R).\n",
];

/// Sources `{f}(N, Out)`: a list built from the integer `N`, of either sign.
const SOURCES: &[&str] = &[
    // N, N-1, ..., 1 by a guarded countdown.
    "{f}(N, []) :- N =< 0, !.\n\
     {f}(N, [N|L]) :- N1 is N - 1, {f}(N1, L).\n",
    // The moves of the towers of Hanoi.
    "{f}(N, L) :- {f}_h(N, a, b, c, L).\n\
     {f}_h(N, _, _, _, []) :- N =< 0, !.\n\
     {f}_h(N, A, B, C, L) :- N1 is N - 1, {f}_h(N1, A, C, B, L1), \
     {f}_h(N1, C, B, A, L2), {f}_a(L1, [mv(A, B)|L2], L).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // Compounds counted down by two.
    "{f}(N, []) :- N < 2, !.\n\
     {f}(N, [{box}, N|L]) :- X = N, N1 is N - 2, {f}(N1, L).\n",
    // By numlist/3 (a library predicate: not bounded).
    "{f}(N, L) :- numlist(1, N, L).\n",
];

const COMPARISONS: &[(&str, &str)] = &[(">", "=<"), ("<", ">="), (">=", "<"), ("=<", ">")];
const VALUES: &[&str] = &["X + 1", "X * 2", "X - 3", "X mod 4", "max(X, 2)"];
const BOXES: &[&str] = &["p(X)", "q(X, a)", "r(X, f(X), [])", "[X]"];

/// Fills a shape's placeholders at random, naming it `name`.
fn fill(rng: &mut Rng, shape: &str, name: &str) -> String {
    let (cmp, ncmp) = COMPARISONS[rng.below(COMPARISONS.len())];
    let k = rng.pick(&["0", "1", "2", "3", "5"]);
    let val = rng.pick(VALUES);
    let b = rng.pick(BOXES);
    shape
        .replace("{f}", name)
        .replace("{cmp}", cmp)
        .replace("{ncmp}", ncmp)
        .replace("{k}", k)
        .replace("{val}", val)
        .replace("{box}", b)
}

/// `main(L)`: one to three stages, each over the input or an earlier output.
fn list_program(seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut body = Vec::new();
    let mut clauses = String::new();
    for i in 0..1 + rng.below(3) {
        let name = format!("s{i}");
        let input = if i == 0 || rng.below(3) == 0 {
            "L".to_string()
        } else {
            format!("R{}", rng.below(i))
        };
        body.push(format!("{name}({input}, R{i})"));
        let shape = STAGES[rng.below(STAGES.len())];
        clauses.push_str(&fill(&mut rng, shape, &name));
    }
    format!(
        ":- pred main(L) : list(L, int).\nmain(L) :- {}.\n{clauses}",
        body.join(", ")
    )
}

/// `main(N)`: a source, then up to two stages over its output.
fn int_program(seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let source = SOURCES[rng.below(SOURCES.len())];
    let mut clauses = fill(&mut rng, source, "g");
    let mut body = vec!["g(N, R0)".to_string()];
    for i in 1..=rng.below(3) {
        let name = format!("s{i}");
        body.push(format!("{name}(R{}, R{i})", rng.below(i)));
        let shape = STAGES[rng.below(STAGES.len())];
        clauses.push_str(&fill(&mut rng, shape, &name));
    }
    format!(
        ":- pred main(N) : int(N).\nmain(N) :- {}.\n{clauses}",
        body.join(", ")
    )
}

/// Lists of every length up to `max_len`: ascending, descending and two random
/// ones with elements in `0..7`; each with its size.
fn list_inputs(seed: u64, max_len: usize) -> Vec<(Term, f64)> {
    let mut rng = Rng::new(seed ^ 0xA5A5);
    let mut out = Vec::new();
    for n in 0..=max_len {
        let mut lists: Vec<Vec<i64>> = vec![(0..n as i64).collect(), (0..n as i64).rev().collect()];
        for _ in 0..2 {
            lists.push((0..n).map(|_| rng.below(7) as i64).collect());
        }
        for l in lists {
            out.push((Term::list(l.into_iter().map(Term::Int)), n as f64));
        }
    }
    out
}

/// The heap cells of `goal`'s first solution (or failure) and of all its
/// solutions, its own arguments apart; `None` when it raised an error or hit the
/// step limit.
fn heap_cells(m: &mut Machine, goal: &Term) -> Option<(f64, f64)> {
    m.set_limits(Limits {
        steps: 200_000,
        ..Limits::default()
    });
    m.set_counting(true);
    let mut q = m.start_query(goal);
    m.reset_counts();
    let mut outcome = m.next_solution(&mut q);
    let first = m.total_counts()[Counter::Heap] as f64;
    let mut solutions = 0;
    while outcome == Outcome::Solved && m.has_alternatives(&q) && solutions < 10_000 {
        solutions += 1;
        outcome = m.next_solution(&mut q);
    }
    let all = m.total_counts()[Counter::Heap] as f64;
    m.stop_query(q, false);
    m.set_counting(false);
    m.set_limits(Limits::default());
    (!matches!(outcome, Outcome::Error(_))).then_some((first, all))
}

/// What a run of the harness found.
#[derive(Default)]
struct Findings {
    failures: Vec<String>,
    compared: usize,
    /// Programs with a finite upper bound.
    finite: usize,
    /// Programs whose bounds are equal.
    exact: usize,
}

impl Findings {
    /// Analyses `text` for heap cells and compares its bounds with the cells of
    /// `main(Input)` on each input.
    fn check(&mut self, seed: u64, text: &str, inputs: &[(Term, f64)]) {
        let (mut m, infos) = common::analysed_for(text, &[Counter::Heap]);
        let info = &infos[0].1;
        if let Some(ub) = &info.cost.ub {
            self.finite += 1;
            self.exact += usize::from(*ub == info.cost.lb);
        }
        let before = self.failures.len();
        for (input, len) in inputs {
            let goal = Term::compound("main", vec![input.clone()]);
            let Some((once, every)) = heap_cells(&mut m, &goal) else {
                continue;
            };
            let size = |_: u32| *len;
            let name = format!("seed {seed}, main({input:?})");
            self.compared += 1;
            let lb = info.cost.lb.eval(&size);
            if once + 1e-6 < lb {
                self.failures
                    .push(format!("{name}: first solution {once} below lb {lb}"));
            }
            if let Some(u) = common::first_solution_ub(info, &size).filter(|u| once > u + 1e-6) {
                self.failures
                    .push(format!("{name}: first solution {once} above ub {u}"));
            }
            let all_ub = info
                .cost
                .ub
                .iter()
                .chain(&info.alt_ubs)
                .map(|u| u.eval(&size))
                .reduce(f64::min);
            if let Some(u) = all_ub.filter(|u| every > u + 1e-6) {
                self.failures
                    .push(format!("{name}: all solutions {every} above ub {u}"));
            }
        }
        if self.failures.len() > before {
            self.failures
                .push(format!("--- in the program of seed {seed}:\n{text}"));
        }
    }
}

impl Findings {
    /// Fails when too little was compared: fewer measurements, programs with a
    /// finite upper bound or programs with equal bounds than asked.
    fn assert_enough(&self, compared: usize, finite: usize, exact: usize) {
        let counts = (self.compared, self.finite, self.exact);
        assert!(
            counts.0 >= compared && counts.1 >= finite && counts.2 >= exact,
            "(compared, finite, exact) = {counts:?}"
        );
    }
}

#[test]
fn heap_bounds_of_random_list_programs_enclose_measured_cells() {
    let mut findings = Findings::default();
    for seed in 0..300 {
        findings.check(seed, &list_program(seed), &list_inputs(seed, 6));
    }
    common::assert_none_unsound(&findings.failures);
    findings.assert_enough(8_000, 150, 60);
}

#[test]
fn heap_bounds_of_random_integer_programs_enclose_measured_cells() {
    let mut findings = Findings::default();
    let inputs: Vec<(Term, f64)> = (-3..=7).map(|n| (Term::Int(n), n.max(0) as f64)).collect();
    for seed in 0..200 {
        findings.check(seed, &int_program(seed), &inputs);
    }
    common::assert_none_unsound(&findings.failures);
    findings.assert_enough(1_500, 60, 20);
}
