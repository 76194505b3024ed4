//! Soundness harness for the library and builtins that ordinary SWI-Prolog code
//! calls and the analysis may or may not model: atoms and strings (with the
//! nondeterministic modes of `atom_concat/3`, `sub_atom/5`, `string_concat/3`),
//! exceptions caught by `catch/3`, `aggregate_all/3`, `forall/2`, `between/3`,
//! `succ/2`, `numlist/3`, the list library (`last/2`, `sum_list/2`,
//! `max_list/2`, `reverse/2`, `nth0/3`, `select/3`, `subtract/3`, `delete/3`,
//! `exclude/3`, `partition/4`, `memberchk/2`, `sumlist/2`), pairs and assoc, and
//! global variables. `main(L)` over a list of integers runs one to three
//! stages; every bound the analysis infers must enclose what the engine counts
//! (`common/findings.rs`), `inf` being always sound. Programs: seeds
//! `0..LIBRARY_PROGRAMS` (environment variable, default 300).

mod common;
#[path = "common/findings.rs"]
mod findings;
#[path = "common/rng.rs"]
mod rng;
#[path = "common/stages.rs"]
mod stages;

use findings::Findings;
use stages::{list_inputs, stage_from, staged_program};

/// Stage shapes `{f}(In, Out)` over lists of integers: `{f}` is replaced by
/// the stage's name, `{k}` by a small constant, `{cmp}` by a comparison.
const STAGES: &[&str] = &[
    // Atoms and strings made from numbers, then measured.
    "{f}(L, R) :- {f}_w(L, R).\n\
     {f}_w([], []).\n\
     {f}_w([X|T], [N|R]) :- atom_number(A, X), atom_length(A, N), {f}_w(T, R).\n",
    "{f}(L, R) :- atomic_list_concat(L, ',', A), atom_length(A, N), {f}_c(N, R).\n\
     {f}_c(N, []) :- N =< {k}, !.\n\
     {f}_c(N, [N|R]) :- N1 is N - 3, {f}_c(N1, R).\n",
    // Every split of an atom (nondeterministic atom_concat/3), counted.
    "{f}(L, R) :- atomic_list_concat(L, A), findall(P, atom_concat(P, _, A), Ps), length(Ps, N), R = [N|L].\n",
    "{f}(L, [B]) :- atomic_list_concat(L, A), atom_concat(B, _, A), atom_length(B, N), N >= {k}, !.\n\
     {f}(L, L).\n",
    // Sub-atoms enumerated, every solution.
    "{f}(L, [S|L]) :- atomic_list_concat(L, A), sub_atom(A, _, {k}, _, S).\n\
     {f}(L, L).\n",
    // Strings: split and joined.
    "{f}(L, R) :- atomic_list_concat(L, ' ', A), split_string(A, \" \", \"\", Ps), length(Ps, N), R = [N].\n",
    "{f}(L, [S]) :- atomic_list_concat(L, A), string_concat(S, _, A), string_length(S, N), N > {k}, !.\n\
     {f}(L, L).\n",
    "{f}(L, R) :- {f}_w(L, R).\n\
     {f}_w([], []).\n\
     {f}_w([X|T], [C|R]) :- number_codes(X, Cs), length(Cs, C), {f}_w(T, R).\n",
    // An exception thrown on some elements and caught.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- catch({f}_g(X, Y), oops(_), Y = 0), {f}(T, R).\n\
     {f}_g(X, _) :- X {cmp} {k}, throw(oops(X)).\n\
     {f}_g(X, X).\n",
    // An arithmetic error caught.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- catch(Y is 10 // (X - {k}), error(_, _), Y = none), {f}(T, R).\n",
    // Aggregates.
    "{f}(L, [C]) :- aggregate_all(count, ({f}_m(X, L), X {cmp} {k}), C).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    "{f}(L, [S, M]) :- aggregate_all(sum(X), member(X, L), S), aggregate_all(max(X), member(X, [0|L]), M).\n",
    "{f}(L, L) :- forall(member(X, L), X >= 0).\n\
     {f}(_, []).\n",
    // Loops by between/3 and succ/2.
    "{f}(L, R) :- length(L, N), findall(I, between(1, N, I), R).\n",
    "{f}(L, R) :- length(L, N), {f}_c(N, R).\n\
     {f}_c(0, []) :- !.\n\
     {f}_c(N, [M|R]) :- succ(M, N), {f}_c(M, R).\n",
    "{f}(L, R) :- length(L, N), M is N + {k}, numlist(1, M, R).\n",
    // The list library.
    "{f}(L, [X]) :- last(L, X), !.\n\
     {f}(_, []).\n",
    "{f}(L, [S, M]) :- sum_list(L, S), max_list([0|L], M).\n",
    "{f}(L, R) :- reverse(L, R0), {f}_w(R0, R).\n\
     {f}_w([], []).\n\
     {f}_w([X|T], [X|R]) :- {f}_w(T, R).\n",
    "{f}(L, [X]) :- nth0(I, L, X), I >= {k}, !.\n\
     {f}(L, L).\n",
    "{f}(L, R) :- select(X, L, R), X {cmp} {k}.\n\
     {f}(L, L).\n",
    "{f}(L, R) :- subtract(L, [{k}, 1], R).\n",
    "{f}(L, R) :- delete(L, {k}, R).\n",
    "{f}(L, R) :- partition([X]>>(X {cmp} {k}), L, I, E), append(E, I, R).\n",
    "{f}(L, R) :- ( memberchk({k}, L) -> R = L ; R = [{k}|L] ).\n",
    "{f}(L, R) :- sort(0, @>=, L, S), list_to_set(S, R).\n",
    // Pairs and assoc.
    "{f}(L, R) :- pairs_keys_values(P, L, L), keysort(P, S), pairs_values(S, R).\n",
    "{f}(L, R) :- {f}_p(L, P), list_to_assoc(P, A), findall(V, get_assoc({k}, A, V), R).\n\
     {f}_p([], []).\n\
     {f}_p([X|T], [X-X|R]) :- \\+ memberchk(X-_, R), !, {f}_p(T, R).\n\
     {f}_p([_|T], R) :- {f}_p(T, R).\n",
    // A global variable as an accumulator.
    "{f}(L, [S]) :- nb_setval({f}_acc, 0), forall(member(X, L), (nb_getval({f}_acc, A), A1 is A + X, nb_setval({f}_acc, A1))), nb_getval({f}_acc, S).\n",
];

/// A program of one to three stages; each stage reads the input or an earlier
/// stage's output.
fn program(seed: u64) -> String {
    staged_program(seed, ":- pred main(L) : list(L, int).\n", &|rng, name| {
        stage_from(STAGES, rng, name)
    })
}

#[test]
fn bounds_of_programs_calling_the_library_enclose_measured_counts() {
    Findings::check_seeds(
        "LIBRARY_PROGRAMS",
        300,
        &program,
        &|seed| list_inputs(seed, 6),
        10,
    );
}
