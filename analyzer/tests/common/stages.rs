//! List-stage shapes `{f}(In, Out)` people write, drawn at random by the
//! generated-program harnesses, and the composition of programs from them.

// Each harness that includes this module uses part of it.
#![allow(dead_code)]

use crate::rng::Rng;
use costlog_engine::Term;

/// Stage shapes `{f}(In, Out)`: `{f}` is replaced by the stage's name, `{k}` by
/// a small constant, `{cmp}`/`{ncmp}` by a comparison and its complement, and
/// `{val}` by an arithmetic expression over `X`.
pub const STAGES: &[&str] = &[
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
    // Reverse with an accumulator.
    "{f}(L, R) :- {f}_r(L, [], R).\n\
     {f}_r([], A, A).\n\
     {f}_r([X|T], A, R) :- {f}_r(T, [X|A], R).\n",
    // Every other element, by two mutually recursive predicates.
    "{f}([], []).\n\
     {f}([X|T], [X|R]) :- {f}_o(T, R).\n\
     {f}_o([], []).\n\
     {f}_o([_|T], R) :- {f}(T, R).\n",
    // A countdown from a length counted with an accumulator.
    "{f}(L, L) :- {f}_n(L, 0, N), {f}_c(N).\n\
     {f}_n([], N, N).\n\
     {f}_n([_|T], N0, N) :- N1 is N0 + 1, {f}_n(T, N1, N).\n\
     {f}_c(0) :- !.\n\
     {f}_c(N) :- N1 is N - 1, {f}_c(N1).\n",
    // A countdown from a sum of squares (a computed number, not a size).
    "{f}(L, L) :- {f}_s(L, 0, S), {f}_c(S).\n\
     {f}_s([], S, S).\n\
     {f}_s([X|T], S0, S) :- S1 is S0 + X * X, {f}_s(T, S1, S).\n\
     {f}_c(N) :- N =< 0, !.\n\
     {f}_c(N) :- N1 is N - 1, {f}_c(N1).\n",
    // The elements that pass a guard, collected by findall/3 over a user member.
    "{f}(L, R) :- findall(X, ({f}_m(X, L), X {cmp} {k}), R).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // A split found by a nondeterministic append, committed.
    "{f}(L, A) :- {f}_a(A, B, L), {f}_len(A, N1), {f}_len(B, N2), N1 >= N2, !.\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n\
     {f}_len([], 0).\n\
     {f}_len([_|T], N) :- {f}_len(T, N0), N is N0 + 1.\n",
    // One element removed by select, every way, or none.
    "{f}(L, R) :- {f}_s(_, L, R).\n\
     {f}(L, L).\n\
     {f}_s(X, [X|T], T).\n\
     {f}_s(X, [H|T], [H|R]) :- {f}_s(X, T, R).\n",
    // A nested loop: the whole list walked once per element.
    "{f}(L, L) :- {f}_o(L, L).\n\
     {f}_o([], _).\n\
     {f}_o([_|T], L) :- {f}_i(L), {f}_o(T, L).\n\
     {f}_i([]).\n\
     {f}_i([_|T]) :- {f}_i(T).\n",
    // Pairs grouped into a list of lists, then flattened by append.
    "{f}(L, R) :- {f}_p(L, P), {f}_fl(P, R).\n\
     {f}_p([], []).\n\
     {f}_p([X], [[X]]).\n\
     {f}_p([X,Y|T], [[X,Y]|R]) :- {f}_p(T, R).\n\
     {f}_fl([], []).\n\
     {f}_fl([S|Ss], R) :- {f}_fl(Ss, R0), {f}_a(S, R0, R).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // Per element, a loop as long as the element's value (the cost depends on
    // values, not on the length).
    "{f}([], []).\n\
     {f}([X|T], [X|R]) :- {f}_c(X), {f}(T, R).\n\
     {f}_c(N) :- N =< 0, !.\n\
     {f}_c(N) :- N1 is N - 1, {f}_c(N1).\n",
    // A map by maplist/3 over a user predicate.
    "{f}(L, R) :- maplist({f}_g, L, R).\n\
     {f}_g(X, Y) :- Y is {val}.\n",
    // A sum by foldl/4 with a yall lambda, then a countdown from it.
    "{f}(L, L) :- foldl([X,A0,A]>>(A is A0 + X), L, 0, S), {f}_c(S).\n\
     {f}_c(N) :- N =< 0, !.\n\
     {f}_c(N) :- N1 is N - 1, {f}_c(N1).\n",
    // Sorted by msort/2, then the last element found by a nondeterministic
    // append.
    "{f}(L, [X]) :- msort(L, S), {f}_a(_, [X], S), !.\n\
     {f}(_, []).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // A list as long as a value computed by length/2, built by length/2 and
    // walked.
    "{f}(L, R) :- length(L, N), M is N * 2, length(R, M), {f}_w(R).\n\
     {f}_w([]).\n\
     {f}_w([_|T]) :- {f}_w(T).\n",
    // The n-th element by nth1/3, for every index of a between/3 loop.
    "{f}(L, L) :- length(L, N), forall(between(1, N, I), nth1(I, L, _)).\n",
    // A filter by include/3 with a yall lambda.
    "{f}(L, R) :- include([X]>>(X {cmp} {k}), L, R).\n",
    // A filter by exclude/3 over a user predicate.
    "{f}(L, R) :- exclude({f}_g, L, R).\n\
     {f}_g(X) :- X {cmp} {k}.\n",
    // A disjunction in a clause body.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- ( X {cmp} {k}, Y = X ; X =:= {k}, Y = 0 ; Y = 1 ), {f}(T, R).\n",
    // A chain of if-then-elses.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- ( X < 2 -> Y = a ; X < 4 -> Y = b ; Y = c ), {f}(T, R).\n",
    // A membership test by once/1, in a filter.
    "{f}([], []).\n\
     {f}([X|T], R) :- ( once({f}_m(X, T)) -> R = R1 ; R = [X|R1] ), {f}(T, R1).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Neighbours compared with \= and a cut.
    "{f}([X,Y|T], R) :- X \\= Y, !, {f}([Y|T], R).\n\
     {f}([X|T], [X|R]) :- !, {f}(T, R).\n\
     {f}([], []).\n",
    // Each element's digits as codes, counted.
    "{f}([], []).\n\
     {f}([X|T], [N|R]) :- number_codes(X, Cs), {f}_len(Cs, N), {f}(T, R).\n\
     {f}_len([], 0).\n\
     {f}_len([_|T], N) :- {f}_len(T, N0), N is N0 + 1.\n",
    // Insertion sort whose insertion has two solutions at the end of the list
    // (its last clause matches `[]` too): the first solution of each is taken.
    "{f}([], []).\n\
     {f}([X|T], S) :- {f}(T, S0), {f}_ins(X, S0, S).\n\
     {f}_ins(X, [], [X]).\n\
     {f}_ins(X, [Y|T], [Y|R]) :- X {cmp} Y, !, {f}_ins(X, T, R).\n\
     {f}_ins(X, T, [X|T]).\n",
    // A map called through a goal bound to a variable, recursing through a
    // closure bound to a variable.
    "{f}(L, R) :- G = {f}_w(L, R), call(G).\n\
     {f}_w([], []).\n\
     {f}_w([X|T], [Y|R]) :- Y is {val}, C = {f}_w, call(C, T, R).\n",
];

/// Comparisons with their complements, for guards.
pub const COMPARISONS: &[(&str, &str)] = &[(">", "=<"), ("<", ">="), (">=", "<"), ("=<", ">")];
/// Arithmetic expressions over `X`, for maps.
pub const VALUES: &[&str] = &["X + 1", "X * 2", "X - 3", "X mod 4", "max(X, 2)"];

/// One stage of [`STAGES`] drawn at random, named `name`.
pub fn stage(rng: &mut Rng, name: &str) -> String {
    stage_from(STAGES, rng, name)
}

/// One of `shapes` drawn at random, named `name`, its `{cmp}`/`{ncmp}`, `{k}`
/// and `{val}` drawn too.
pub fn stage_from(shapes: &[&str], rng: &mut Rng, name: &str) -> String {
    let (cmp, ncmp) = COMPARISONS[rng.below(COMPARISONS.len())];
    let k = rng.pick(&["0", "1", "2", "3", "5"]);
    let val = rng.pick(VALUES);
    shapes[rng.below(shapes.len())]
        .replace("{f}", name)
        .replace("{cmp}", cmp)
        .replace("{ncmp}", ncmp)
        .replace("{k}", k)
        .replace("{val}", val)
}

/// A program `main(L)` of one to three stages drawn by `stage` (given the
/// generator and the stage's name), each reading the input `L` or an earlier
/// stage's output, after `header` (its assertions first).
pub fn staged_program(seed: u64, header: &str, stage: &dyn Fn(&mut Rng, &str) -> String) -> String {
    let mut rng = Rng::new(seed);
    let stages = 1 + rng.below(3);
    let mut body = Vec::new();
    let mut clauses = String::new();
    for i in 0..stages {
        let name = format!("s{i}");
        let input = if i == 0 || rng.below(3) == 0 {
            "L".to_string()
        } else {
            format!("R{}", rng.below(i))
        };
        body.push(format!("{name}({input}, R{i})"));
        clauses.push_str(&stage(&mut rng, &name));
    }
    format!("{header}main(L) :- {}.\n{clauses}", body.join(", "))
}

/// The input lists: for every length up to `max_len`, ascending, descending and
/// two random ones with elements in `0..7`; each with its size.
pub fn list_inputs(seed: u64, max_len: usize) -> Vec<(Term, f64)> {
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

/// A program `main(X)` (`X` named `var`) whose body calls the first stage
/// `first` (its clauses `clauses`) on `X`, then up to two list stages drawn by
/// [`stage`], each over an earlier stage's output, after `header`.
pub fn after_first(rng: &mut Rng, header: &str, var: &str, first: &str, clauses: String) -> String {
    let mut clauses = clauses;
    let mut body = vec![format!("{first}({var}, R0)")];
    for i in 1..=rng.below(3) {
        let name = format!("s{i}");
        body.push(format!("{name}(R{}, R{i})", rng.below(i)));
        clauses.push_str(&stage(rng, &name));
    }
    format!("{header}main({var}) :- {}.\n{clauses}", body.join(", "))
}
