//! Soundness harness over randomly composed list programs: `main(L)` with `L` a
//! list of integers runs one to three stages, each a list predicate drawn from a
//! family of shapes people write (maps, filters with a cut guard, complementary
//! guards or an if-then-else, membership guards with an else clause, negation,
//! generate-and-test with and without a cut, sorting, appends and reversals,
//! loops over a computed length), each with random constants and each fed the
//! input or an earlier stage's output. The inferred bounds on steps and on every
//! unification and builtin counter must enclose what the engine counts: the cost
//! of the first solution within the lower bound and the first-solution upper
//! bounds, and the cost of all solutions within the upper bound; a predicate
//! claimed deterministic has at most one solution, one claimed not to fail has
//! at least one. Inputs: every length up to a maximum, with random, ascending and
//! descending elements.

mod common;
#[path = "common/random.rs"]
mod random;

use costlog_engine::Term;
use random::{list_inputs, staged_program, Findings, Rng};

/// Stage shapes `{f}(In, Out)`: `{f}` is replaced by the stage's name, `{k}` by
/// a small constant, `{cmp}`/`{ncmp}` by a comparison and its complement, and
/// `{val}` by an arithmetic expression over `X`.
const STAGES: &[&str] = &[
    // A map.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- Y is {val}, {f}(T, R).\n",
    // A filter with a cut guard and an else clause.
    "{f}([], []).\n\
     {f}([X|T], [X|R]) :- X {cmp} {k}, !, {f}(T, R).\n\
     {f}([_|T], R) :- {f}(T, R).\n",
    // A filter with complementary guards, no cut.
    "{f}([], []).\n\
     {f}([X|T], [X|R]) :- X {cmp} {k}, {f}(T, R).\n\
     {f}([X|T], R) :- X {ncmp} {k}, {f}(T, R).\n",
    // A filter by if-then-else.
    "{f}([], []).\n\
     {f}([X|T], R) :- ( X {cmp} {k} -> R = [X|R1] ; R = R1 ), {f}(T, R1).\n",
    // Intersection with itself: a membership guard, a cut and an else clause.
    "{f}(L, R) :- {f}_i(L, L, R).\n\
     {f}_i([], _, []).\n\
     {f}_i([X|Xs], Ys, [X|Zs]) :- {f}_m(X, Ys), !, {f}_i(Xs, Ys, Zs).\n\
     {f}_i([_|Xs], Ys, Zs) :- {f}_i(Xs, Ys, Zs).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Duplicates removed: a membership guard on the tail.
    "{f}([], []).\n\
     {f}([X|T], R) :- {f}_m(X, T), !, {f}(T, R).\n\
     {f}([X|T], [X|R]) :- {f}(T, R).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Duplicates removed by negation.
    "{f}([], []).\n\
     {f}([X|T], R) :- ( \\+ {f}_m(X, T) -> R = [X|R1] ; R = R1 ), {f}(T, R1).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Generate and test, committed.
    "{f}(L, [X]) :- {f}_m(X, L), X {cmp} {k}, !.\n\
     {f}(_, []).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Generate and test, every solution.
    "{f}(L, [X|L]) :- {f}_m(X, L), X {cmp} {k}.\n\
     {f}(L, L).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Insertion sort with a cut guard.
    "{f}([], []).\n\
     {f}([X|T], S) :- {f}(T, S0), {f}_ins(X, S0, S).\n\
     {f}_ins(X, [], [X]).\n\
     {f}_ins(X, [Y|T], [X,Y|T]) :- X =< Y, !.\n\
     {f}_ins(X, [Y|T], [Y|R]) :- {f}_ins(X, T, R).\n",
    // The list appended to itself.
    "{f}(L, R) :- {f}_a(L, L, R).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // Naive reverse.
    "{f}([], []).\n\
     {f}([H|T], R) :- {f}(T, RT), {f}_a(RT, [H], R).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // The maximum kept at the front by an if-then-else.
    "{f}([], []).\n\
     {f}([X], [X]) :- !.\n\
     {f}([X,Y|T], R) :- ( X >= Y -> {f}([X|T], R) ; {f}([Y|T], R) ).\n",
    // Quicksort with cut guards in the partition.
    "{f}([], []).\n\
     {f}([X|T], S) :- {f}_p(T, X, A, B), {f}(A, SA), {f}(B, SB), {f}_a(SA, [X|SB], S).\n\
     {f}_p([], _, [], []).\n\
     {f}_p([Y|T], X, [Y|A], B) :- Y =< X, !, {f}_p(T, X, A, B).\n\
     {f}_p([Y|T], X, A, [Y|B]) :- {f}_p(T, X, A, B).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // A countdown from the list's length, guarded by a comparison.
    "{f}(L, L) :- length(L, N), {f}_c(N).\n\
     {f}_c(N) :- N {cmp} {k}, !, N1 is N - 1, {f}_c(N1).\n\
     {f}_c(_).\n",
    // A countdown from a computed number: the sum of the elements' bounds.
    "{f}(L, L) :- {f}_s(L, 0, S), {f}_c(S).\n\
     {f}_s([], S, S).\n\
     {f}_s([X|T], S0, S) :- S1 is S0 + X mod 3, {f}_s(T, S1, S).\n\
     {f}_c(N) :- N =< 0, !.\n\
     {f}_c(N) :- N1 is N - 1, {f}_c(N1).\n",
    // Elements checked one by one, failing on the first that does not pass.
    "{f}([], []).\n\
     {f}([X|T], [X|R]) :- X {cmp} {k}, {f}(T, R).\n",
    // A guard that is a user predicate in an if-then-else condition.
    "{f}([], []).\n\
     {f}([X|T], R) :- ( {f}_g(X) -> {f}(T, R) ; R = [X|R1], {f}(T, R1) ).\n\
     {f}_g(X) :- X {cmp} {k}.\n\
     {f}_g(X) :- X =:= {k}.\n",
    // Pairs of neighbours with a guard, the rest dropped.
    "{f}([X,Y|T], [X|R]) :- X {cmp} Y, !, {f}([Y|T], R).\n\
     {f}([_|T], R) :- {f}(T, R).\n\
     {f}([], []).\n",
];

/// Sources `{f}(N, Out)`: a list computed from the integer `N`, of either sign.
const SOURCES: &[&str] = &[
    // N, N-1, ..., 1 by a guarded countdown.
    "{f}(N, []) :- N =< 0, !.\n\
     {f}(N, [N|L]) :- N1 is N - 1, {f}(N1, L).\n",
    // By numlist/3 (fails below 1).
    "{f}(N, L) :- numlist(1, N, L).\n",
    // By findall/3 over between/3.
    "{f}(N, L) :- findall(I, between(1, N, I), L).\n",
    // The first number past a constant, found by between/3 and committed.
    "{f}(N, [I]) :- between(1, N, I), I {cmp} {k}, !.\n\
     {f}(_, []).\n",
    // Every number of 1..N past a constant, on backtracking.
    "{f}(N, [I]) :- between(1, N, I), I {cmp} {k}.\n",
    // Two elements per step, counted down by two.
    "{f}(N, []) :- N < 2, !.\n\
     {f}(N, [N, N|L]) :- N1 is N - 2, {f}(N1, L).\n",
    // A square number of elements: N lists of N appended.
    "{f}(N, L) :- {f}_o(N, N, L).\n\
     {f}_o(I, _, []) :- I =< 0, !.\n\
     {f}_o(I, N, L) :- {f}_r(N, L, L0), I1 is I - 1, {f}_o(I1, N, L0).\n\
     {f}_r(J, L, L) :- J =< 0, !.\n\
     {f}_r(J, [J|L], T) :- J1 is J - 1, {f}_r(J1, L, T).\n",
];

const COMPARISONS: &[(&str, &str)] = &[(">", "=<"), ("<", ">="), (">=", "<"), ("=<", ">")];
const VALUES: &[&str] = &["X + 1", "X * 2", "X - 3", "X mod 4", "max(X, 2)"];

/// One stage drawn at random, named `name`.
fn stage(rng: &mut Rng, name: &str) -> String {
    let (cmp, ncmp) = COMPARISONS[rng.below(COMPARISONS.len())];
    let k = rng.pick(&["0", "1", "2", "3", "5"]);
    let val = rng.pick(VALUES);
    STAGES[rng.below(STAGES.len())]
        .replace("{f}", name)
        .replace("{cmp}", cmp)
        .replace("{ncmp}", ncmp)
        .replace("{k}", k)
        .replace("{val}", val)
}

/// A source drawn at random, named `name`.
fn source(rng: &mut Rng, name: &str) -> String {
    let (cmp, _) = COMPARISONS[rng.below(COMPARISONS.len())];
    let k = rng.pick(&["0", "1", "2", "3", "5"]);
    SOURCES[rng.below(SOURCES.len())]
        .replace("{f}", name)
        .replace("{cmp}", cmp)
        .replace("{k}", k)
}

/// `main(N)` with `N` an integer: a source, then up to two stages over its
/// output.
fn int_program(seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut clauses = source(&mut rng, "g");
    let mut body = vec!["g(N, R0)".to_string()];
    for i in 1..=rng.below(3) {
        let name = format!("s{i}");
        body.push(format!("{name}(R{}, R{i})", rng.below(i)));
        clauses.push_str(&stage(&mut rng, &name));
    }
    format!(
        ":- pred main(N) : int(N).\nmain(N) :- {}.\n{clauses}",
        body.join(", ")
    )
}

/// A program of one to three stages; each stage reads the input or an earlier
/// stage's output.
fn program(seed: u64) -> String {
    staged_program(seed, ":- pred main(L) : list(L, int).\n", &stage)
}

/// The integers from `-3` to `max`, each with its size `max(0, N)`.
fn int_inputs(max: i64) -> Vec<(Term, f64)> {
    (-3..=max)
        .map(|n| (Term::Int(n), n.max(0) as f64))
        .collect()
}

#[test]
fn bounds_of_random_list_programs_enclose_measured_counts() {
    let programs = 400;
    let mut findings = Findings::default();
    for seed in 0..programs {
        findings.check(seed, &program(seed), &list_inputs(seed, 6));
    }
    println!("{}", findings.summary());
    findings.assert_sound(50_000, 200);
}

#[test]
fn bounds_of_random_integer_programs_enclose_measured_counts() {
    let programs = 300;
    let mut findings = Findings::default();
    for seed in 0..programs {
        findings.check(seed, &int_program(seed), &int_inputs(7));
    }
    println!("{}", findings.summary());
    findings.assert_sound(10_000, 80);
}
