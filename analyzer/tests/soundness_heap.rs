//! Soundness harness for the bounds on heap cells over random programs that build
//! data: `main(L)` with `L` a list of integers (or `main(N)` with `N` an integer
//! building a list first) runs one to three stages drawn from shapes that build
//! terms (maps to numbers and to compounds, accumulator reversal, difference
//! lists, binary tree insertion, compounds built in bodies and taken apart by
//! callees) and, one in four, from the shared list stages (filters, appends,
//! naive reverse, sorts, searches, library and higher-order calls). The
//! inferred `heap` bounds must enclose the cells the engine counts: the first
//! solution within the lower bound and the first-solution upper bounds, all
//! solutions within the upper bound. The query's own arguments, built before the
//! run, are not counted.
//!
//! Shapes that alias outputs (one variable passed for two outputs, an output
//! also passed inside an input, a partly bound output `f(Z)`, an output shared by
//! two calls or bound earlier in the body), heads that write an output then fail
//! on an input, nested compounds, difference lists, `findall/3` and
//! `copy_term/2`, arithmetic results and atoms made at run time are drawn too.

mod common;
#[path = "common/findings.rs"]
mod findings;
#[path = "common/rng.rs"]
mod rng;
#[path = "common/stages.rs"]
mod stages;

use costlog_engine::{Counter, Limits, Machine, Outcome, Term};
use findings::{compare_bounds, Findings};
use rng::Rng;
use stages::{list_inputs, staged_program, COMPARISONS, VALUES};

/// Stage shapes `{f}(In, Out)` over lists that build terms (besides the shared
/// ones of `stages.rs`: filters, appends, naive reverse and more): `{f}` is
/// replaced by the stage's name,
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
    // One variable passed for two outputs whose heads build compounds.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- {f}_two(Y, Y, X), {f}(T, R).\n\
     {f}_two({box}, {box}, X).\n",
    // The same, where a first clause writes its first output then fails on the
    // second.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- {f}_two(Y, Y, X), {f}(T, R).\n\
     {f}_two(s(X), t(X), X).\n\
     {f}_two({box}, {box}, X).\n",
    // An output also passed inside an input.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- {f}_o(Y, [Y, X]), {f}(T, R).\n\
     {f}_o({box}, [W, _]) :- W = {box}.\n",
    // A partly bound output f(Z), completed by the callee's head.
    "{f}([], []).\n\
     {f}([X|T], [f(Z)|R]) :- {f}_p(f(Z), X), {f}(T, R).\n\
     {f}_p(f({box}), X).\n",
    // An output shared by two calls: the second one reads what the first wrote.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- {f}_g(Y, X), {f}_g(Y, X), {f}(T, R).\n\
     {f}_g({box}, X).\n",
    // An output bound earlier in the body.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- Y = {box}, {f}_g(Y, X), {f}(T, R).\n\
     {f}_g({box}, X).\n",
    // An output written by a head that then fails on an input, a second clause
    // proceeding.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- {f}_k(Y, X), {f}(T, R).\n\
     {f}_k({box}, 0) :- !.\n\
     {f}_k(z({box}), _).\n",
    // Nested compounds built in the body, taken apart in a head.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- {f}_n(g(h({box}), [X, {box}]), Y), {f}(T, R).\n\
     {f}_n(g(h(A), [_, B]), A-B).\n",
    // A difference list as a pair.
    "{f}(L, R) :- {f}_dl(L, R-[]).\n\
     {f}_dl([], T-T).\n\
     {f}_dl([X|Xs], [{box}|T0]-T) :- {f}_dl(Xs, T0-T).\n",
    // Compounds collected by findall/3 (not bounded).
    "{f}(L, R) :- findall({box}, {f}_m(X, L), R).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Compounds copied by copy_term/2 (not bounded).
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- copy_term({box}, Y), {f}(T, R).\n",
    // Arithmetic results in compounds, one a big integer (not a heap cell).
    "{f}([], []).\n\
     {f}([X|T], [Y-Z|R]) :- Y is X + 1, Z is Y * 100000000000000000000, {f}(T, R).\n",
    // Atoms and code lists made at run time (not bounded).
    "{f}([], []).\n\
     {f}([X|T], [A-Cs|R]) :- atom_concat(x, X, A), number_codes(X, Cs), {f}(T, R).\n",
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

const BOXES: &[&str] = &[
    "p(X)",
    "q(X, a)",
    "r(X, f(X), [])",
    "[X]",
    "g(h(X), [X, a])",
    "[[X]]",
];

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

/// One stage: a shape that builds terms, or one in four times a shared one.
fn any_stage(rng: &mut Rng, name: &str) -> String {
    if rng.below(4) == 0 {
        stages::stage(rng, name)
    } else {
        let shape = STAGES[rng.below(STAGES.len())];
        fill(rng, shape, name)
    }
}

/// `main(L)`: one to three stages, each over the input or an earlier output.
fn list_program(seed: u64) -> String {
    staged_program(seed, ":- pred main(L) : list(L, int).\n", &any_stage)
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
        clauses.push_str(&any_stage(&mut rng, &name));
    }
    format!(
        ":- pred main(N) : int(N).\nmain(N) :- {}.\n{clauses}",
        body.join(", ")
    )
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

/// What a run of the harness found, with the programs whose bounds are equal.
#[derive(Default)]
struct HeapFindings {
    found: Findings,
    exact: usize,
}

impl HeapFindings {
    /// Analyses `text` for heap cells and compares its bounds with the cells of
    /// `main(Input)` on each input.
    fn check(&mut self, seed: u64, text: &str, inputs: &[(Term, f64)]) {
        let (mut m, infos) = common::analysed_for(text, &[Counter::Heap]);
        let info = &infos[0].1;
        if let Some(ub) = &info.cost.ub {
            self.found.finite += 1;
            self.exact += usize::from(*ub == info.cost.lb);
        }
        let before = self.found.failures.len();
        for (input, len) in inputs {
            let goal = Term::compound("main", vec![input.clone()]);
            let Some((once, every)) = heap_cells(&mut m, &goal) else {
                continue;
            };
            self.found.compared += 1;
            let at = format!("seed {seed}, main({input:?})");
            compare_bounds(&mut self.found.failures, &at, info, once, every, &|_| *len);
        }
        if self.found.failures.len() > before {
            self.found
                .failures
                .push(format!("--- in the program of seed {seed}:\n{text}"));
        }
    }

    /// Fails with every unsound bound, or when too little was compared: fewer
    /// measurements, programs with a finite upper bound or programs with equal
    /// bounds than asked. Prints the counts (`--nocapture`).
    fn assert_sound(&self, compared: usize, finite: usize, exact: usize) {
        println!(
            "{} measurements compared, {} programs with a finite upper bound on heap cells ({} with equal bounds), {} unsound bounds",
            self.found.compared,
            self.found.finite,
            self.exact,
            self.found.failures.len()
        );
        common::assert_none_unsound(&self.found.failures);
        let counts = (self.found.compared, self.found.finite, self.exact);
        assert!(
            counts.0 >= compared && counts.1 >= finite && counts.2 >= exact,
            "(compared, finite, exact) = {counts:?}"
        );
    }
}

#[test]
fn heap_bounds_of_random_list_programs_enclose_measured_cells() {
    let mut findings = HeapFindings::default();
    for seed in 0..600 {
        findings.check(seed, &list_program(seed), &list_inputs(seed, 6));
    }
    findings.assert_sound(15_000, 110, 50);
}

#[test]
fn heap_bounds_of_random_integer_programs_enclose_measured_cells() {
    let mut findings = HeapFindings::default();
    let inputs: Vec<(Term, f64)> = (-3..=7).map(|n| (Term::Int(n), n.max(0) as f64)).collect();
    for seed in 0..200 {
        findings.check(seed, &int_program(seed), &inputs);
    }
    findings.assert_sound(1_900, 45, 20);
}
