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
#[path = "common/findings.rs"]
mod findings;
#[path = "common/rng.rs"]
mod rng;
#[path = "common/stages.rs"]
mod stages;

use costlog_engine::Term;
use findings::Findings;
use rng::Rng;
use stages::{after_first, list_inputs, stage, staged_program, COMPARISONS};

/// Sources `{f}(N, Out)`: a list computed from the integer `N`, of either sign
/// (`{k1}` is a positive constant).
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
    // Two mutually recursive countdowns, each adding an element.
    "{f}(N, []) :- N =< 0, !.\n\
     {f}(N, [N|L]) :- N1 is N - 1, {f}_o(N1, L).\n\
     {f}_o(N, []) :- N =< 0, !.\n\
     {f}_o(N, L) :- N1 is N - 1, {f}(N1, L).\n",
    // A doubly recursive number (Fibonacci), as a one-element list.
    "{f}(N, [F]) :- {f}_fib(N, F).\n\
     {f}_fib(N, 1) :- N =< 1, !.\n\
     {f}_fib(N, F) :- A is N - 1, B is N - 2, {f}_fib(A, FA), {f}_fib(B, FB), F is FA + FB.\n",
    // The binary digits, by halving.
    "{f}(N, []) :- N =< 0, !.\n\
     {f}(N, [B|L]) :- B is N mod 2, H is N // 2, {f}(H, L).\n",
    // The greatest common divisor with a constant, by Euclid's subtractions.
    "{f}(N, [G]) :- N > 0, !, {f}_g(N, {k1}, G).\n\
     {f}(_, []).\n\
     {f}_g(A, A, A) :- !.\n\
     {f}_g(A, B, G) :- A > B, !, C is A - B, {f}_g(C, B, G).\n\
     {f}_g(A, B, G) :- C is B - A, {f}_g(A, C, G).\n",
    // A sum over between/3 by findall/3 and sum_list/2, counted down.
    "{f}(N, [S]) :- findall(I, between(1, N, I), Is), sum_list(Is, S), {f}_c(S).\n\
     {f}_c(S) :- S =< 0, !.\n\
     {f}_c(S) :- S1 is S - 1, {f}_c(S1).\n",
    // A countdown with an accumulator that doubles, the result counted down.
    "{f}(N, [P]) :- {f}_p(N, 1, P), {f}_c(P).\n\
     {f}_p(N, P, P) :- N =< 0, !.\n\
     {f}_p(N, P0, P) :- P1 is P0 * 2, N1 is N - 1, {f}_p(N1, P1, P).\n\
     {f}_c(S) :- S =< 0, !.\n\
     {f}_c(S) :- S1 is S - 1, {f}_c(S1).\n",
    // A countdown in an if-then-else's then branch (one source clause split in
    // two that share its head).
    "{f}(N, L) :- ( N > {k} -> L = [N|L1], N1 is N - 1, {f}(N1, L1) ; L = [] ).\n",
    // In its else branch, on a condition that is not one comparison.
    "{f}(N, L) :- ( {f}_z(N) -> L = [] ; L = [N|L1], N1 is N - 1, {f}(N1, L1) ).\n\
     {f}_z(N) :- N =< 0.\n",
    // Two split clauses, the first after a guard and a cut: a step of one or two.
    "{f}(N, L) :- N > 3, !, ( N mod 2 =:= 0 -> N1 is N - 2, {f}(N1, L) ; N1 is N - 1, {f}(N1, L) ).\n\
     {f}(N, L) :- ( N > 0 -> L = [N|L1], N1 is N - 1, {f}(N1, L1) ; L = [] ).\n",
    // A wrapper whose body guard may fail after its head (no list below {k1}).
    "{f}(N, L) :- N >= {k1}, {f}_d(N, L).\n\
     {f}_d(N, []) :- N =< 0, !.\n\
     {f}_d(N, [N|L]) :- N1 is N - 1, {f}_d(N1, L).\n",
    // Two clauses with body guards, the first with a cut: the call fails where
    // neither guard passes, after both heads.
    "{f}(N, L) :- N > {k}, !, {f}_d(N, L).\n\
     {f}(N, [N]) :- N < 0.\n\
     {f}_d(N, []) :- N =< 0, !.\n\
     {f}_d(N, [N|L]) :- N1 is N - 1, {f}_d(N1, L).\n",
];

/// A source drawn at random, named `name`.
fn source(rng: &mut Rng, name: &str) -> String {
    let (cmp, _) = COMPARISONS[rng.below(COMPARISONS.len())];
    let k = rng.pick(&["0", "1", "2", "3", "5"]);
    let k1 = rng.pick(&["1", "2", "3", "6"]);
    SOURCES[rng.below(SOURCES.len())]
        .replace("{f}", name)
        .replace("{cmp}", cmp)
        .replace("{k1}", k1)
        .replace("{k}", k)
}

/// `main(N)` with `N` an integer: a source, then up to two stages over its
/// output.
fn int_program(seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let clauses = source(&mut rng, "g");
    after_first(&mut rng, ":- pred main(N) : int(N).\n", "N", "g", clauses)
}

/// A program of one to three stages over an integer list.
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
    // Some shapes (loops over element values, sums counted down) have no
    // finite bound in the length.
    findings.assert_sound(50_000, 120);
}

#[test]
fn bounds_of_random_integer_programs_enclose_measured_counts() {
    let programs = 300;
    let mut findings = Findings::default();
    for seed in 0..programs {
        findings.check(seed, &int_program(seed), &int_inputs(7));
    }
    println!("{}", findings.summary());
    findings.assert_sound(10_000, 60);
}
