//! Soundness harness for solutions as a resource: `main(L)` with `L` a list of
//! integers runs one or two stages drawn from nondeterministic shapes (member
//! and select enumerations, subsets, splits by append, a choice per element,
//! `between/3` pairs, generate-and-test with and without a cut, permutations,
//! a choice after the recursive call, branches with several solutions), every
//! pair of shapes in turn. The inferred bounds on the number of solutions must
//! enclose the number the engine finds, the upper bounds on every counter the
//! counts of the whole search (all solutions), and the first-solution bounds
//! the counts up to the first solution.

mod common;

use costlog_engine::{Counter, Limits, Machine, Outcome, Term};

/// Stage shapes `{f}(In, Out)` over a list `In`; `{f}` is the stage's name.
const SHAPES: &[&str] = &[
    // Every element, on backtracking.
    "{f}(L, [X]) :- {f}_m(X, L).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Every element taken out.
    "{f}(L, R) :- {f}_s(_, L, R).\n\
     {f}_s(X, [X|T], T).\n\
     {f}_s(X, [H|T], [H|R]) :- {f}_s(X, T, R).\n",
    // Every subset.
    "{f}([], []).\n\
     {f}([X|T], [X|S]) :- {f}(T, S).\n\
     {f}([_|T], S) :- {f}(T, S).\n",
    // Every split by append: the suffixes.
    "{f}(L, B) :- {f}_a(_, B, L).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // A choice of two colours per element.
    "{f}([], []).\n\
     {f}([_|T], [C|R]) :- {f}_c(C), {f}(T, R).\n\
     {f}_c(0).\n\
     {f}_c(1).\n",
    // A choice of three colours, neighbours different.
    "{f}(L, R) :- {f}_p(L, 9, R).\n\
     {f}_p([], _, []).\n\
     {f}_p([_|T], P, [C|R]) :- {f}_c(C), C =\\= P, {f}_p(T, C, R).\n\
     {f}_c(0).\n\
     {f}_c(1).\n\
     {f}_c(2).\n",
    // Pairs of numbers up to the length.
    "{f}(L, [X, Y]) :- length(L, N), between(1, N, X), between(0, N, Y).\n",
    // Ordered pairs up to the length (a lower end that is a variable).
    "{f}(L, [X, Y]) :- length(L, N), between(1, N, X), between(X, N, Y).\n",
    // Generate and test, every solution.
    "{f}(L, [X, Y]) :- {f}_m(X, L), {f}_m(Y, L), X < Y.\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Generate and test, committed, with an else clause.
    "{f}(L, [X]) :- {f}_m(X, L), X > 2, !.\n\
     {f}(_, []).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Permutations.
    "{f}([], []).\n\
     {f}(L, [X|P]) :- {f}_s(X, L, R), {f}(R, P).\n\
     {f}_s(X, [X|T], T).\n\
     {f}_s(X, [H|T], [H|R]) :- {f}_s(X, T, R).\n",
    // A choice after the recursive call: every element kept or dropped.
    "{f}([], []).\n\
     {f}([X|T], R) :- {f}(T, R0), {f}_k(X, R0, R).\n\
     {f}_k(X, R, [X|R]).\n\
     {f}_k(_, R, R).\n",
    // Library enumerations: member/2, then select/3 on the rest.
    "{f}(L, [X, Y]) :- member(X, L), select(Y, L, _).\n",
    // Splits by the library append/3.
    "{f}(L, A) :- append(A, _, L).\n",
    // An if-then-else whose else branch enumerates.
    "{f}(L, R) :- ( L = [] -> R = [] ; {f}_m(X, L), R = [X] ).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // A disjunction: the list itself or one element.
    "{f}(L, R) :- ( R = L ; {f}_m(X, L), R = [X] ).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // A deterministic map.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- Y is X + 1, {f}(T, R).\n",
];

/// Stage shapes whose recursive call runs inside a control construct (a
/// disjunction, an if-then-else's branch or condition, `\+`, `findall/3`,
/// `once/1`, `call/N`, and nestings of them): the class of SWI-Prolog's
/// `repeat/1`, whose N + 1 solutions were once bounded by one call's, and of
/// `forall/2`, once taken as never failing.
const CONTROL_SHAPES: &[&str] = &[
    // N + 1 solutions, the recursion in a disjunction's second branch.
    "{f}(L, [M]) :- length(L, K), {f}_r(K, M).\n\
     {f}_r(K, M) :- ( M = K ; K > 0, K1 is K-1, {f}_r(K1, M) ).\n",
    // The same inside an if-then-else's else branch.
    "{f}(L, [M]) :- length(L, K), {f}_r(K, M).\n\
     {f}_r(K, M) :- ( K =:= 0 -> M = 0 ; ( M = K ; K1 is K-1, {f}_r(K1, M) ) ).\n",
    // Every element, by a disjunction over the list.
    "{f}(L, [Y]) :- {f}_m(L, Y).\n\
     {f}_m([X|T], Y) :- ( Y = X ; {f}_m(T, Y) ).\n",
    // Every subset: the recursion in an else branch, a choice after it.
    "{f}(L, R) :- ( L = [] -> R = [] ; L = [X|T], {f}(T, R0), ( R = [X|R0] ; R = R0 ) ).\n",
    // The recursion or nothing, then work on each solution.
    "{f}([], []).\n\
     {f}([X|T], R) :- ( {f}(T, R0) ; R0 = [] ), R = [X|R0].\n",
    // Two recursive calls in a disjunction: 2^N solutions.
    "{f}(L, [M]) :- length(L, K), {f}_t(K, M).\n\
     {f}_t(K, M) :- ( K =:= 0 -> M = 0 ; K1 is K-1, ( {f}_t(K1, M) ; {f}_t(K1, M1), M is M1 + 1 ) ).\n",
    // The recursion under a double negation, then again: 2^N steps.
    "{f}(L, L) :- {f}_d(L).\n\
     {f}_d([]).\n\
     {f}_d([_|T]) :- \\+ \\+ {f}_d(T), {f}_d(T).\n",
    // The recursion inside findall/3, a choice after it.
    "{f}([], []).\n\
     {f}([X|T], [N|R]) :- findall(Y, {f}(T, Y), Ys), length(Ys, N), ( R = [] ; R = [X] ).\n",
    // findall/3 of the recursion inside a disjunction, its results enumerated.
    "{f}(L, [M]) :- length(L, K), {f}_r(K, M).\n\
     {f}_r(K, M) :- ( M = K ; K > 0, K1 is K-1, findall(Z, {f}_r(K1, Z), Zs), member(M, Zs) ).\n",
    // The recursion in an if-then-else's condition, a choice in its then branch.
    "{f}(L, [M]) :- length(L, K), {f}_c(K, M).\n\
     {f}_c(K, M) :- ( K > 0, K1 is K-1, {f}_c(K1, M0) -> ( M = M0 ; M is M0 + K ) ; M = 0 ).\n",
    // The recursion through call/3 in a disjunction.
    "{f}(L, [M]) :- length(L, K), {f}_r(K, M).\n\
     {f}_r(K, M) :- ( M = K ; K > 0, K1 is K-1, call({f}_r, K1, M) ).\n",
    // A disjunction inside an if-then-else inside a disjunction: Fibonacci many.
    "{f}(L, [M]) :- length(L, K), {f}_r(K, M).\n\
     {f}_r(K, M) :- ( K > 1 -> ( ( M = K ; K1 is K-2, {f}_r(K1, M) ) ; K2 is K-1, {f}_r(K2, M) ) ; M = K ).\n",
    // A negated test whose recursion is in a disjunction.
    "{f}([], []).\n\
     {f}([X|T], R) :- ( \\+ {f}_e(X, T) -> R = [X|R0] ; R = R0 ), {f}(T, R0).\n\
     {f}_e(X, [Y|T]) :- ( X =:= Y ; {f}_e(X, T) ).\n",
    // forall/2 over a recursive enumeration, whose action fails on some input.
    "{f}(L, L) :- forall({f}_m(X, L), X > 0).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // once/1 of such a recursion, then all its solutions.
    "{f}(L, [M, N]) :- length(L, K), once({f}_r(K, M)), {f}_r(K, N).\n\
     {f}_r(K, M) :- ( M = K ; K > 0, K1 is K-1, {f}_r(K1, M) ).\n",
];

/// `main(L)`: stage `a` on the input, then stage `b` (if any) on its output.
fn program(a: &str, b: Option<&str>) -> String {
    let mut text = ":- pred main(L) : list(L, int).\n".to_string();
    match b {
        None => text.push_str("main(L) :- s0(L, _).\n"),
        Some(_) => text.push_str("main(L) :- s0(L, R), s1(R, _).\n"),
    }
    text.push_str(&a.replace("{f}", "s0"));
    if let Some(b) = b {
        text.push_str(&b.replace("{f}", "s1"));
    }
    text
}

/// Input lists of every length up to 5: ascending, and with repeated elements.
fn inputs() -> Vec<(Term, f64)> {
    (0..=5i64)
        .flat_map(|n| {
            [
                (0..n).collect::<Vec<_>>(),
                (0..n).map(|i| i % 2 + 1).collect(),
            ]
            .into_iter()
            .map(move |l| (Term::list(l.into_iter().map(Term::Int)), n as f64))
        })
        .collect()
}

/// The counts of one run of `goal` over all its solutions (at most `limit`;
/// `None` past it or on an error) and the number of solutions.
fn every_solution(m: &mut Machine, goal: &Term, limit: usize) -> Option<(Vec<f64>, usize)> {
    m.set_limits(Limits {
        steps: 500_000,
        ..Limits::default()
    });
    m.set_counting(true);
    m.reset_counts();
    let all = m.all_solutions(goal, &Term::atom("x"), limit);
    m.set_counting(false);
    let solutions = all.ok().filter(|s| s.len() < limit)?;
    let c = m.total_counts();
    Some((
        Counter::CALIBRATED.iter().map(|r| c[*r] as f64).collect(),
        solutions.len(),
    ))
}

/// What the harness found: unsound bounds, measurements compared, and how many
/// programs got a finite upper bound on their solutions and on their steps.
#[derive(Default)]
struct Findings {
    failures: Vec<String>,
    compared: usize,
    finite_sols: usize,
    finite_steps: usize,
}

impl Findings {
    fn check(&mut self, text: &str) {
        let (mut m, infos) = common::analysed(text);
        let steps = &infos[0].1;
        self.finite_sols += usize::from(steps.sols.ub.is_some());
        self.finite_steps += usize::from(steps.cost.ub.is_some());
        let Some((base, _)) = every_solution(&mut m, &Term::atom("true"), 10) else {
            self.failures.push("the baseline `true` did not run".into());
            return;
        };
        let before = self.failures.len();
        for (input, len) in inputs() {
            let goal = Term::compound("main", vec![input.clone()]);
            let Some((counts, found)) = every_solution(&mut m, &goal, 20_000) else {
                continue;
            };
            let size = |_: u32| len;
            let name = format!("main({input:?})");
            self.compared += 1;
            // The first solution (or the failure).
            m.set_counting(true);
            m.reset_counts();
            let first = m.run_once(&goal);
            m.set_counting(false);
            if !matches!(first, Outcome::Error(_)) {
                let once = m.total_counts();
                for (r, info) in &infos {
                    let once = once[*r] as f64;
                    let lb = info.cost.lb.eval(&size);
                    let ub = common::first_solution_ub(info, &size);
                    if once + 1e-6 < lb || ub.is_some_and(|u| once > u + 1e-6) {
                        self.failures.push(format!(
                            "{name} {}: first solution {once} outside [{lb}, {ub:?}]",
                            r.name()
                        ));
                    }
                }
            }
            let found = found as f64;
            if let Some(u) = steps.sols.ub.as_ref().map(|u| u.eval(&size)) {
                if found > u + 1e-6 {
                    self.failures
                        .push(format!("{name}: {found} solutions, above the sols ub {u}"));
                }
            }
            let lb = steps.sols.lb.eval(&size);
            if found + 1e-6 < lb {
                self.failures
                    .push(format!("{name}: {found} solutions, below the sols lb {lb}"));
            }
            for (i, (r, info)) in infos.iter().enumerate() {
                let Some(u) = info.cost.ub.as_ref().map(|u| u.eval(&size)) else {
                    continue;
                };
                let every = counts[i] - base[i];
                if every > u + 1e-6 {
                    self.failures.push(format!(
                        "{name} {}: all solutions cost {every}, above the ub {u}",
                        r.name()
                    ));
                }
            }
        }
        if self.failures.len() > before {
            self.failures.push(format!("--- in the program:\n{text}"));
        }
    }
}

#[test]
fn solutions_and_all_solution_costs_of_nondeterministic_programs_are_enclosed() {
    let mut findings = Findings::default();
    let n = SHAPES.len();
    for a in SHAPES {
        findings.check(&program(a, None));
        for b in SHAPES {
            findings.check(&program(a, Some(b)));
        }
    }
    common::assert_none_unsound(&findings.failures);
    let programs = n * (n + 1);
    assert!(
        findings.compared >= programs * 8,
        "only {} compared",
        findings.compared
    );
    // Most shapes are bounded: the permutations, the variable lower end of
    // `between/3` and the choice after the recursive call are not.
    assert!(
        findings.finite_sols * 2 >= programs,
        "only {} of {programs} programs with a finite bound on solutions",
        findings.finite_sols
    );
    assert!(
        findings.finite_steps * 2 >= programs,
        "only {} of {programs} programs with a finite bound on all-solutions steps",
        findings.finite_steps
    );
}

#[test]
fn recursions_inside_control_constructs_have_their_solutions_and_costs_enclosed() {
    let mut findings = Findings::default();
    for a in CONTROL_SHAPES {
        findings.check(&program(a, None));
        for b in SHAPES {
            findings.check(&program(a, Some(b)));
            findings.check(&program(b, Some(a)));
        }
        for b in CONTROL_SHAPES {
            findings.check(&program(a, Some(b)));
        }
    }
    common::assert_none_unsound(&findings.failures);
    let c = CONTROL_SHAPES.len();
    let programs = c * (1 + 2 * SHAPES.len() + c);
    assert!(
        findings.compared >= programs * 8,
        "only {} compared",
        findings.compared
    );
}
