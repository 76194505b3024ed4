//! Soundness harness for the builtins and library predicates the analysis
//! models, and for trusted ones (issue 18, items 4 and 7): `main(L)` over a list
//! of integers runs one to three stages drawn from shapes built on `length/2`
//! in both modes (lists of fresh variables passed to predicates that look at
//! their elements or not), `nth0/3` and `nth1/3` with an index and without,
//! `msort/2`, `sort/2`, `sort/4`, `keysort/2`, `is_list/1` and Ciao's type
//! tests (`int/1`, `atm/1`, `num/1`, `gnd/1`), and library predicates known
//! only by trust assertions (`proper_length/2` with a trusted size, a
//! predicate trusted for integers and for atoms). The inferred bounds on every
//! counter, `is_det` and `not_fails` must enclose what the engine counts (see
//! `common/findings.rs`). Programs: seeds `0..BUILTIN_PROGRAMS` (environment
//! variable, default 300).

mod common;
#[path = "common/findings.rs"]
mod findings;
#[path = "common/rng.rs"]
mod rng;
#[path = "common/stages.rs"]
mod stages;

use findings::Findings;
use stages::{list_inputs, stage_from, staged_program};

/// Ciao's packages, which make its basic properties (`int/1`, `atm/1` ...)
/// callable.
const PACKAGES: &str = ":- module(_, [main/1], [assertions, nativeprops]).\n";

/// What every program states of the library predicates it may call: true of
/// the engine's (library code costs no resolution step).
const TRUSTS: &str = "\
:- trust pred proper_length(L, N) : (list(L), var(N))\n\
    => (nnegint(N), size(N, length(L))) + (cost(ub, steps, 0), cost(lb, steps, 0), det).\n\
:- trust pred kind(X, K) : (int(X), var(K)) + (cost(ub, steps, 1), cost(lb, steps, 1), det).\n\
:- trust pred kind(X, K) : (atm(X), var(K)) + (cost(ub, steps, 3), cost(lb, steps, 3), det).\n\
kind(X, int) :- integer(X), !.\n\
kind(_, K) :- kind_other(K).\n\
kind_other(atom).\n";

/// Stage shapes `{f}(In, Out)`: `{f}` is replaced by the stage's name, `{k}` by
/// a small constant, `{cmp}` by a comparison.
const STAGES: &[&str] = &[
    // Sorting, then a walk over the sorted list.
    "{f}(L, R) :- msort(L, S), {f}_w(S, R).\n\
     {f}_w([], []).\n\
     {f}_w([X|T], [X|R]) :- {f}_w(T, R).\n",
    "{f}(L, R) :- sort(L, R).\n",
    "{f}(L, R) :- sort(0, @>=, L, R).\n",
    "{f}(L, R) :- sort(0, @<, L, S), {f}_w(S, R).\n\
     {f}_w([], []).\n\
     {f}_w([X|T], [X|R]) :- X {cmp} {k}, !, {f}_w(T, R).\n\
     {f}_w([_|T], R) :- {f}_w(T, R).\n",
    "{f}(L, R) :- {f}_p(L, P), keysort(P, S), {f}_v(S, R).\n\
     {f}_p([], []).\n\
     {f}_p([X|T], [X-X|P]) :- {f}_p(T, P).\n\
     {f}_v([], []).\n\
     {f}_v([_-V|T], [V|R]) :- {f}_v(T, R).\n",
    // length/2 making a list, walked by a predicate that never looks at its
    // elements, or that binds them.
    "{f}(L, R) :- length(L, N), length(M, N), {f}_c(M, R).\n\
     {f}_c([], []).\n\
     {f}_c([_|T], [{k}|R]) :- {f}_c(T, R).\n",
    "{f}(L, M) :- length(L, N), length(M, N), {f}_fill(M).\n\
     {f}_fill([]).\n\
     {f}_fill([{k}|T]) :- {f}_fill(T).\n",
    // Clauses that exclude each other on bound elements, not on free ones.
    "{f}(L, M) :- length(L, N), length(M, N), {f}_t(M).\n\
     {f}_t([]).\n\
     {f}_t([a|T]) :- {f}_t(T).\n\
     {f}_t([b|T]) :- {f}_t(T).\n",
    // A list of fresh variables passed on.
    "{f}(L, M) :- length(L, N), length(M, N).\n",
    // length/2 as a test, and with a computed length that may be negative.
    "{f}(L, L) :- length(L, {k}), !.\n\
     {f}(_, []).\n",
    "{f}(L, M) :- length(L, N), K is N - {k}, length(M, K).\n",
    // nth1/3 and nth0/3 with an index (which may be beyond the list), and
    // enumerating.
    "{f}(L, R) :- length(L, N), {f}_w(N, L, R).\n\
     {f}_w(0, _, []).\n\
     {f}_w(N, L, [X|R]) :- N > 0, nth1(N, L, X), N1 is N - 1, {f}_w(N1, L, R).\n",
    "{f}(L, [X]) :- nth0({k}, L, X), !.\n\
     {f}(L, L).\n",
    "{f}(L, [I]) :- nth1(I, L, X), X {cmp} {k}.\n\
     {f}(L, L).\n",
    // Type tests.
    "{f}(L, R) :- ( is_list(L) -> R = L ; R = [] ).\n",
    "{f}([], []).\n\
     {f}([X|T], [X|R]) :- int(X), !, {f}(T, R).\n\
     {f}([_|T], R) :- {f}(T, R).\n",
    "{f}([], []).\n\
     {f}([X|T], R) :- atm(X), !, {f}(T, R).\n\
     {f}([X|T], [X|R]) :- num(X), gnd(T), {f}(T, R).\n",
    "{f}(L, R) :- int({k}), atm(a), gnd(L), R = L.\n",
    // Trusted library predicates: a trusted size, two trusts of one pattern.
    "{f}(L, R) :- proper_length(L, N), {f}_d(N, R).\n\
     {f}_d(0, []).\n\
     {f}_d(N, [N|R]) :- N > 0, N1 is N - 1, {f}_d(N1, R).\n",
    "{f}(L, [K1, K2|L]) :- kind({k}, K1), kind(foo, K2).\n",
];

/// A program of one to three stages; each stage reads the input or an earlier
/// stage's output. The assertion on `main/1` is the first one.
fn program(seed: u64) -> String {
    let header = format!("{PACKAGES}:- pred main(L) : list(L, int).\n{TRUSTS}");
    staged_program(seed, &header, &|rng, name| stage_from(STAGES, rng, name))
}

#[test]
fn bounds_of_programs_with_modelled_builtins_enclose_measured_counts() {
    Findings::check_seeds(
        "BUILTIN_PROGRAMS",
        300,
        &program,
        &|seed| list_inputs(seed, 6),
        3,
    );
}
