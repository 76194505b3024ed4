//! Soundness harness over randomly composed programs on nested data: `main(L)`
//! with `L` a list of lists of integers (typed `list(L, list(int))`, or `gnd(L)`
//! measured by its size), a list of pairs of a user regular type (`list(L,
//! pair)`), and `main(T)` with `T` a binary tree of a user regular type (or
//! `gnd(T)` measured by its size or depth). Each runs a first stage over the nested data (walks of
//! the rows or of the tree, maps over the rows, flattenings, sums of inner
//! lengths counted down, searches by findall/3), then up to two list stages over
//! a flat output. Whatever the analysis makes of nested data (a bound in the
//! outer length or the term size, or `inf`), its bounds on steps and on every
//! counter must enclose what the engine counts, as in `soundness_random.rs`.

mod common;
#[path = "common/findings.rs"]
mod findings;
#[path = "common/rng.rs"]
mod rng;
#[path = "common/stages.rs"]
mod stages;

use costlog_assertions::Metric;
use costlog_engine::Term;
use costlog_rtcheck::sizes::measure;
use findings::Findings;
use rng::Rng;
use stages::after_first;

/// First stages `{f}(L, Out)` over a list of lists; `Out` is a flat list.
const ROW_STAGES: &[&str] = &[
    // The rows' lengths, by a user length.
    "{f}([], []).\n\
     {f}([X|T], [N|R]) :- {f}_len(X, N), {f}(T, R).\n\
     {f}_len([], 0).\n\
     {f}_len([_|T], N) :- {f}_len(T, N0), N is N0 + 1.\n",
    // The rows flattened by append.
    "{f}([], []).\n\
     {f}([X|T], R) :- {f}(T, R0), {f}_a(X, R0, R).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // The first element of each non-empty row.
    "{f}([], []).\n\
     {f}([[X|_]|T], [X|R]) :- !, {f}(T, R).\n\
     {f}([_|T], R) :- {f}(T, R).\n",
    // The outer list walked, the rows untouched.
    "{f}([], []).\n\
     {f}([_|T], [0|R]) :- {f}(T, R).\n",
    // A countdown from the sum of the rows' lengths.
    "{f}(L, []) :- {f}_s(L, 0, N), {f}_c(N).\n\
     {f}_s([], N, N).\n\
     {f}_s([X|T], N0, N) :- length(X, K), N1 is N0 + K, {f}_s(T, N1, N).\n\
     {f}_c(N) :- N =< 0, !.\n\
     {f}_c(N) :- N1 is N - 1, {f}_c(N1).\n",
    // Every element of every row, by findall/3 over two user members.
    "{f}(L, R) :- findall(X, ({f}_m(S, L), {f}_m(X, S)), R).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // Each row reversed naively, then the rows' heads.
    "{f}(L, R) :- {f}_map(L, L1), {f}_h(L1, R).\n\
     {f}_map([], []).\n\
     {f}_map([X|T], [Y|R]) :- {f}_nrev(X, Y), {f}_map(T, R).\n\
     {f}_nrev([], []).\n\
     {f}_nrev([H|T], R) :- {f}_nrev(T, RT), {f}_a(RT, [H], R).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n\
     {f}_h([], []).\n\
     {f}_h([[]|T], R) :- {f}_h(T, R).\n\
     {f}_h([[X|_]|T], [X|R]) :- {f}_h(T, R).\n",
    // The longest row's length, kept by an if-then-else.
    "{f}(L, [M]) :- {f}_mx(L, 0, M).\n\
     {f}_mx([], M, M).\n\
     {f}_mx([X|T], M0, M) :- length(X, K), ( K > M0 -> M1 = K ; M1 = M0 ), {f}_mx(T, M1, M).\n",
    // Each row summed by a helper before the recursion (a callee on one part
    // of `[X|T]`, the recursion on the other).
    "{f}([], []).\n\
     {f}([X|T], [S|R]) :- {f}_s(X, S), {f}(T, R).\n\
     {f}_s([], 0).\n\
     {f}_s([Y|Ys], S) :- {f}_s(Ys, S0), S is S0 + Y.\n",
    // Each row walked twice, the second walk after the recursion.
    "{f}([], []) :- !.\n\
     {f}([X|T], [N|R]) :- {f}_len(X, N), {f}(T, R), {f}_len(X, _).\n\
     {f}_len([], 0).\n\
     {f}_len([_|T], N) :- {f}_len(T, N0), N is N0 + 1.\n",
    // A row's element picked by a nondeterministic member, then the recursion.
    "{f}([], []).\n\
     {f}([X|T], [Y|R]) :- {f}_m(Y, [0|X]), {k} =< Y, {f}(T, R).\n\
     {f}_m(X, [X|_]).\n\
     {f}_m(X, [_|T]) :- {f}_m(X, T).\n",
    // A helper inside an if-then-else on the row.
    "{f}([], []).\n\
     {f}([X|T], [N|R]) :- ( X = [_|_] -> {f}_len(X, N) ; N = 0 ), {f}(T, R).\n\
     {f}_len([], 0).\n\
     {f}_len([_|T], N) :- {f}_len(T, N0), N is N0 + 1.\n",
    // A catch-all clause tried after the walk (several solutions).
    "{f}([], []).\n\
     {f}([X|T], [N|R]) :- {f}_len(X, N), {f}(T, R).\n\
     {f}(_, [{k}]).\n\
     {f}_len([], 0).\n\
     {f}_len([_|T], N) :- {f}_len(T, N0), N is N0 + 1.\n",
    // A helper given the row and the rest of the rows (its cost in the row).
    "{f}([], []).\n\
     {f}([X|T], R) :- {f}_a(X, T, R0), {f}(T, R1), {f}_n(R0, R1, R).\n\
     {f}_a([], _, []).\n\
     {f}_a([H|Hs], L, [H|R]) :- {f}_a(Hs, L, R).\n\
     {f}_n(A, _, A).\n",
    // Each row reversed with an accumulator then appended after the recursion.
    "{f}([], []).\n\
     {f}([X|T], R) :- {f}_r(X, [], Y), {f}(T, R0), {f}_a(Y, R0, R).\n\
     {f}_r([], A, A).\n\
     {f}_r([H|T], A, R) :- {f}_r(T, [H|A], R).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
];

/// First stages `{f}(T, Out)` over a tree `void | t(L, X, R)`; `Out` is a flat
/// list.
const TREE_STAGES: &[&str] = &[
    // In order, by append.
    "{f}(void, []).\n\
     {f}(t(L, X, R), Xs) :- {f}(L, A), {f}(R, B), {f}_a(A, [X|B], Xs).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // In order, by a difference list.
    "{f}(T, Xs) :- {f}_d(T, Xs, []).\n\
     {f}_d(void, Xs, Xs).\n\
     {f}_d(t(L, X, R), Xs, Ys) :- {f}_d(L, Xs, [X|Zs]), {f}_d(R, Zs, Ys).\n",
    // The number of nodes, then a countdown from it.
    "{f}(T, [N]) :- {f}_n(T, N), {f}_c(N).\n\
     {f}_n(void, 0).\n\
     {f}_n(t(L, _, R), N) :- {f}_n(L, A), {f}_n(R, B), N is A + B + 1.\n\
     {f}_c(N) :- N =< 0, !.\n\
     {f}_c(N) :- N1 is N - 1, {f}_c(N1).\n",
    // The sum of the values, then a countdown from it.
    "{f}(T, [S]) :- {f}_s(T, S), {f}_c(S).\n\
     {f}_s(void, 0).\n\
     {f}_s(t(L, X, R), S) :- {f}_s(L, A), {f}_s(R, B), S is A + B + X.\n\
     {f}_c(N) :- N =< 0, !.\n\
     {f}_c(N) :- N1 is N - 1, {f}_c(N1).\n",
    // The depth, by max.
    "{f}(T, [D]) :- {f}_d(T, D).\n\
     {f}_d(void, 0).\n\
     {f}_d(t(L, _, R), D) :- {f}_d(L, A), {f}_d(R, B), D is max(A, B) + 1.\n",
    // The values past a constant, on backtracking through a tree member.
    "{f}(T, R) :- findall(X, ({f}_m(X, T), X {cmp} {k}), R).\n\
     {f}_m(X, t(L, _, _)) :- {f}_m(X, L).\n\
     {f}_m(X, t(_, X, _)).\n\
     {f}_m(X, t(_, _, R)) :- {f}_m(X, R).\n",
    // The leftmost value, committed.
    "{f}(t(void, X, _), [X]) :- !.\n\
     {f}(t(L, _, _), R) :- {f}(L, R).\n\
     {f}(void, []).\n",
    // The left subtrees counted by a helper, the recursion down the right.
    "{f}(void, []).\n\
     {f}(t(L, X, R), [N|Ns]) :- {f}_n(L, N0), N is N0 + X, {f}(R, Ns).\n\
     {f}_n(void, 0).\n\
     {f}_n(t(L, _, R), N) :- {f}_n(L, A), {f}_n(R, B), N is A + B + 1.\n",
    // The right subtree listed after the recursion down the left, committed.
    "{f}(void, []) :- !.\n\
     {f}(t(L, X, R), Xs) :- {f}(L, Ys), {f}_d(R, Zs, []), {f}_a(Ys, [X|Zs], Xs).\n\
     {f}_d(void, Xs, Xs).\n\
     {f}_d(t(L, X, R), Xs, Ys) :- {f}_d(L, Xs, [X|Zs]), {f}_d(R, Zs, Ys).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // A leftmost walk by a helper on each left subtree, twice.
    "{f}(void, [0]).\n\
     {f}(t(L, _, R), [A|Xs]) :- {f}_l(L, A), {f}_l(L, _), {f}(R, Xs).\n\
     {f}_l(void, 0).\n\
     {f}_l(t(L, X, _), Y) :- {f}_l(L, Y0), Y is Y0 + X.\n",
    // Mirrored, then listed by a difference list.
    "{f}(T, Xs) :- {f}_mi(T, M), {f}_d(M, Xs, []).\n\
     {f}_mi(void, void).\n\
     {f}_mi(t(L, X, R), t(R1, X, L1)) :- {f}_mi(L, L1), {f}_mi(R, R1).\n\
     {f}_d(void, Xs, Xs).\n\
     {f}_d(t(L, X, R), Xs, Ys) :- {f}_d(L, Xs, [X|Zs]), {f}_d(R, Zs, Ys).\n",
];

/// First stages `{f}(L, Out)` over a list of pairs `K-V` of small integers;
/// `Out` is a flat list. Head patterns on the elements: fresh variables
/// (`K-V`, surely a match on a pair), a constant key or a repeated variable
/// (tests), a pair passed whole to a helper.
const PAIR_STAGES: &[&str] = &[
    // The keys.
    "{f}([], []).\n\
     {f}([K-_|T], [K|R]) :- {f}(T, R).\n",
    // The values, committed after the head.
    "{f}([], []) :- !.\n\
     {f}([_-V|T], [V|R]) :- !, {f}(T, R).\n\
     {f}(_, [0]).\n",
    // The values of key {k}, committed on the constant key.
    "{f}([], []).\n\
     {f}([{k}-V|T], [V|R]) :- !, {f}(T, R).\n\
     {f}([_|T], R) :- {f}(T, R).\n",
    // The pairs with equal key and value, committed on a repeated variable.
    "{f}([], []).\n\
     {f}([K-K|T], [K|R]) :- !, {f}(T, R).\n\
     {f}([_|T], R) :- {f}(T, R).\n",
    // Each key by a helper over the whole pair.
    "{f}([], []).\n\
     {f}([P|T], [K|R]) :- {f}_k(P, K), {f}(T, R).\n\
     {f}_k(K-_, K).\n",
    // Unzipped, then keys and values appended.
    "{f}(L, R) :- {f}_u(L, Ks, Vs), {f}_a(Ks, Vs, R).\n\
     {f}_u([], [], []).\n\
     {f}_u([K-V|T], [K|Ks], [V|Vs]) :- {f}_u(T, Ks, Vs).\n\
     {f}_a([], L, L).\n\
     {f}_a([H|T], L, [H|R]) :- {f}_a(T, L, R).\n",
    // The larger of key and value, by a guard after the head and a cut.
    "{f}([], []).\n\
     {f}([K-V|T], [K|R]) :- K {cmp} V, !, {f}(T, R).\n\
     {f}([_-V|T], [V|R]) :- {f}(T, R).\n",
    // The last pair only, committed on a one-element list.
    "{f}([K-V], [K, V]) :- !.\n\
     {f}([_|T], R) :- {f}(T, R).\n\
     {f}([], []).\n",
];

/// The pair regular type, for the pair programs' calls properties.
const PAIR_TYPE: &str = ":- regtype pair/1.\n\
    pair(_-_).\n";

/// The tree regular type, for the tree programs' calls properties.
const TREE_TYPE: &str = ":- regtype tree/1.\n\
    tree(void).\n\
    tree(t(L, X, R)) :- tree(L), int(X), tree(R).\n";

/// A first stage drawn from `shapes` (named `s0`), then up to two list stages
/// over its output or an earlier one, under `main/1` with calls property
/// `calls`.
fn program(seed: u64, shapes: &[&str], calls: &str, prelude: &str) -> String {
    let mut rng = Rng::new(seed);
    let (cmp, _) = stages::COMPARISONS[rng.below(stages::COMPARISONS.len())];
    let k = rng.pick(&["0", "1", "2", "3", "5"]);
    let clauses = shapes[rng.below(shapes.len())]
        .replace("{f}", "s0")
        .replace("{cmp}", cmp)
        .replace("{k}", k);
    let header = format!(":- pred main(L) : {calls}.\n{prelude}");
    after_first(&mut rng, &header, "L", "s0", clauses)
}

/// Lists of up to `max_rows` rows of up to four small integers each, every
/// row count with several random shapes; each with its size (the outer length).
fn row_inputs(seed: u64, max_rows: usize) -> Vec<(Term, f64)> {
    let mut rng = Rng::new(seed ^ 0x5A5A);
    let mut out = Vec::new();
    for n in 0..=max_rows {
        for _ in 0..4 {
            let rows = (0..n).map(|_| {
                let len = rng.below(5);
                Term::list((0..len).map(|_| Term::Int(rng.below(7) as i64)))
            });
            out.push((Term::list(rows.collect::<Vec<_>>()), n as f64));
        }
    }
    out
}

/// Lists of up to `max_pairs` pairs `K-V` with keys and values in `0..4`,
/// several random ones per length; each with its length.
fn pair_inputs(seed: u64, max_pairs: usize) -> Vec<(Term, f64)> {
    let mut rng = Rng::new(seed ^ 0x6B6B);
    let mut out = Vec::new();
    for n in 0..=max_pairs {
        for _ in 0..4 {
            let pairs = (0..n).map(|_| {
                let k = Term::Int(rng.below(4) as i64);
                Term::compound("-", vec![k, Term::Int(rng.below(4) as i64)])
            });
            out.push((Term::list(pairs.collect::<Vec<_>>()), n as f64));
        }
    }
    out
}

/// The same inputs measured by `metric` (the size or depth of a `gnd`
/// argument) instead.
fn measured_by(inputs: Vec<(Term, f64)>, metric: Metric) -> Vec<(Term, f64)> {
    inputs
        .into_iter()
        .map(|(t, _)| {
            let size = measure(&t, metric, metric);
            (t, size)
        })
        .collect()
}

/// A random tree of `nodes` nodes with values in `0..7`.
fn tree(rng: &mut Rng, nodes: usize) -> Term {
    if nodes == 0 {
        return Term::atom("void");
    }
    let left = rng.below(nodes);
    let l = tree(rng, left);
    let x = Term::Int(rng.below(7) as i64);
    let r = tree(rng, nodes - 1 - left);
    Term::compound("t", vec![l, x, r])
}

/// Trees of up to `max_nodes` nodes, several random shapes per node count; each
/// with its size, the number of its subterms (`3 * nodes + 1`).
fn tree_inputs(seed: u64, max_nodes: usize) -> Vec<(Term, f64)> {
    let mut rng = Rng::new(seed ^ 0x3C3C);
    let mut out = Vec::new();
    for n in 0..=max_nodes {
        for _ in 0..4 {
            out.push((tree(&mut rng, n), (3 * n + 1) as f64));
        }
    }
    out
}

#[test]
fn bounds_of_random_programs_over_lists_of_lists_enclose_measured_counts() {
    let mut findings = Findings::default();
    for seed in 0..200 {
        let text = program(seed, ROW_STAGES, "list(L, list(int))", "");
        findings.check(seed, &text, &row_inputs(seed, 5));
    }
    println!("{}", findings.summary());
    // Most costs over rows depend on the rows' lengths, which the outer length
    // does not bound: those are `inf` (the size-measured test bounds them).
    findings.assert_sound(10_000, 15);
}

#[test]
fn bounds_of_random_programs_over_trees_enclose_measured_counts() {
    let mut findings = Findings::default();
    for seed in 0..200 {
        let text = program(seed, TREE_STAGES, "tree(L)", TREE_TYPE);
        findings.check(seed, &text, &tree_inputs(seed, 6));
    }
    println!("{}", findings.summary());
    findings.assert_sound(10_000, 40);
}

#[test]
fn bounds_of_random_programs_over_lists_of_pairs_enclose_measured_counts() {
    let mut findings = Findings::default();
    for seed in 0..200 {
        let text = program(seed, PAIR_STAGES, "list(L, pair)", PAIR_TYPE);
        findings.check(seed, &text, &pair_inputs(seed, 5));
    }
    println!("{}", findings.summary());
    findings.assert_sound(10_000, 60);
}

/// The nested-data shapes of the untyped test: the calls type, the metric's
/// name and the metric, and the first stages.
const SIZED_CASES: [(&str, &str, Metric, &[&str]); 4] = [
    ("gnd(L)", "size", Metric::Size, ROW_STAGES),
    ("gnd(L)", "size", Metric::Size, TREE_STAGES),
    ("gnd(L)", "depth", Metric::Depth, TREE_STAGES),
    ("list(L, list(int))", "size", Metric::Size, ROW_STAGES),
];

#[test]
fn bounds_of_random_programs_over_untyped_nested_data_enclose_measured_counts() {
    // `gnd` arguments whose assertion measures them by size or by depth, and
    // lists of lists of integers measured by their size (a walk of the rows
    // whose callees are linear in a row: linear in the size). More programs
    // with NESTED_SIZED_PROGRAMS=N.
    let case = |seed: u64| SIZED_CASES[(seed % 4) as usize];
    let program_of = |seed: u64| {
        let (ty, name, _, shapes) = case(seed);
        program(
            seed,
            shapes,
            &format!("{ty} + cost(ub, steps, {name}(L))"),
            "",
        )
    };
    let inputs_of = |seed: u64| {
        let (_, _, metric, shapes) = case(seed);
        let inputs = if shapes == ROW_STAGES {
            row_inputs(seed, 5)
        } else {
            tree_inputs(seed, 6)
        };
        measured_by(inputs, metric)
    };
    Findings::check_seeds("NESTED_SIZED_PROGRAMS", 200, &program_of, &inputs_of, 10);
}

/// Head arguments of `main/1`'s clauses over a tree input, with the bodies each
/// may have: every functor of the tree type (`void`, `t/3` with fresh
/// arguments), nested patterns, constants, a repeated variable, a variable,
/// another functor or arity. Which ones cover the type decides whether a call
/// surely costs a head step (`grammar.rs`).
const TREE_HEADS: &[&str] = &[
    "void",
    "t(L, X, R)",
    "t(void, X, R)",
    "t(L, 0, R)",
    "t(L, L, R)",
    "V",
    "nil",
    "t(L, X)",
];

/// A regular type whose least term, `p(A, B)`, has three subterms; `w/1`
/// makes every larger size.
const CHAIN_TYPE: &str = ":- regtype chain/1.\n\
    chain(p(A, B)) :- int(A), int(B).\n\
    chain(w(C)) :- chain(C).\n";

/// Head arguments of `main/1` over a chain: both functors, nested patterns,
/// constants, a repeated variable, a variable, another arity or functor.
const CHAIN_HEADS: &[&str] = &[
    "p(A, B)",
    "w(L)",
    "w(p(A, B))",
    "p(0, B)",
    "p(A, A)",
    "V",
    "w(L, X)",
    "q",
];

/// Chains of 0 to `max_wraps` wraps around pairs of integers in `0..3`, with
/// their sizes (`wraps + 3`).
fn chain_inputs(seed: u64, max_wraps: usize) -> Vec<(Term, f64)> {
    let mut rng = Rng::new(seed ^ 0x4D4D);
    let mut out = Vec::new();
    for k in 0..=max_wraps {
        for _ in 0..2 {
            let pair = Term::compound(
                "p",
                vec![
                    Term::Int(rng.below(3) as i64),
                    Term::Int(rng.below(3) as i64),
                ],
            );
            let chain = (0..k).fold(pair, |t, _| Term::compound("w", vec![t]));
            out.push((chain, (k + 3) as f64));
        }
    }
    out
}

/// Head arguments of `main/1` over a list of lists of integers.
const ROW_HEADS: &[&str] = &["[]", "[R|L]", "[[]|L]", "[[X|_]|L]", "[R]", "V", "[R, R|L]"];

/// Head arguments of `main/2` over two lists of integers.
const PAIR_LIST_HEADS: &[&str] = &[
    "[], B",
    "A, []",
    "[X|L], [Y|M]",
    "[X|L], B",
    "[], []",
    "A, B",
    "[X|L], [X|M]",
    "A, A",
    "[X], M",
];

/// Bodies a generated clause may have; `main(L)` / `main(L, M)` recurses on
/// the head's `L` (and `M`) where the head names them.
const HEAD_BODIES: &[&str] = &["true", "fail", "!", "!, fail", "X > 2"];

/// A program of one to three clauses of `main/arity` with heads drawn from
/// `heads` and bodies from [`HEAD_BODIES`] or a recursion, under `calls`.
fn heads_program(seed: u64, heads: &[&str], arity: usize, calls: &str, prelude: &str) -> String {
    let mut rng = Rng::new(seed ^ 0x7E7E);
    let params = ["L", "M"][..arity].join(", ");
    let mut text = format!(":- pred main({params}) : {calls}.\n{prelude}");
    for _ in 0..=rng.below(3) {
        let head = rng.pick(heads);
        let recursion = format!("main({})", ["L", "M"][..arity].join(", "));
        let names_all = ["L", "M"][..arity].iter().all(|v| {
            head.contains(&format!("|{v}]"))
                || head.starts_with(&format!("t({v},"))
                || *head == format!("w({v})")
        });
        let body = if names_all && rng.below(2) == 0 {
            recursion.as_str()
        } else {
            rng.pick(HEAD_BODIES)
        };
        text.push_str(&format!("main({head}) :- {body}.\n"));
    }
    text
}

#[test]
fn lower_bounds_of_heads_covering_a_regular_type_hold_on_every_term_of_it() {
    // A `gnd` term measured by its size (any shape: only a variable head
    // covers it), a tree measured by its size (trees skip sizes: no head
    // covers them) or by its depth (every depth has a tree). More programs
    // with NESTED_HEAD_PROGRAMS=N.
    let case = |seed: u64| {
        [
            ("gnd(L) + cost(ub, steps, size(L))", Metric::Size),
            ("tree(L)", Metric::Size),
            ("tree(L) + cost(ub, steps, depth(L))", Metric::Depth),
        ][(seed % 3) as usize]
    };
    let program_of = |seed: u64| heads_program(seed, TREE_HEADS, 1, case(seed).0, TREE_TYPE);
    let inputs_of = |seed: u64| measured_by(tree_inputs(seed, 4), case(seed).1);
    Findings::check_seeds("NESTED_HEAD_PROGRAMS", 300, &program_of, &inputs_of, 6);
}

#[test]
fn lower_bounds_of_heads_covering_a_type_whose_least_term_is_large_hold_on_every_term_of_it() {
    // Every size from 3 on has a chain: heads covering `p/2` and `w/1` give
    // a call one step.
    let program_of = |seed: u64| heads_program(seed, CHAIN_HEADS, 1, "chain(L)", CHAIN_TYPE);
    let inputs_of = |seed: u64| chain_inputs(seed, 6);
    Findings::check_seeds("NESTED_HEAD_PROGRAMS", 300, &program_of, &inputs_of, 6);
}

#[test]
fn lower_bounds_of_heads_covering_lists_of_lists_hold_on_every_input() {
    let program_of = |seed: u64| heads_program(seed, ROW_HEADS, 1, "list(L, list(int))", "");
    let inputs_of = |seed: u64| row_inputs(seed, 3);
    Findings::check_seeds("NESTED_HEAD_PROGRAMS", 300, &program_of, &inputs_of, 6);
}

#[test]
fn lower_bounds_of_heads_covering_two_lists_hold_on_every_pair_of_inputs() {
    let mut findings = Findings::default();
    for seed in 0..300 {
        let text = heads_program(seed, PAIR_LIST_HEADS, 2, "(list(L, int), list(M, int))", "");
        let lists = stages::list_inputs(seed, 2);
        let inputs: Vec<(Vec<Term>, Vec<f64>)> = lists
            .iter()
            .flat_map(|(a, la)| {
                lists
                    .iter()
                    .map(move |(b, lb)| (vec![a.clone(), b.clone()], vec![*la, *lb]))
            })
            .collect();
        findings.check_args(seed, &text, &inputs);
    }
    println!("{}", findings.summary());
    findings.assert_sound(5_000, 50);
}
