% flat.pl -- builds a balanced binary tree of f/2 nodes with 40000 atom
% leaves (79999 nodes in all) and flattens it into the list of its leaf
% atoms with an accumulator.

main :-
    once(flat_bench).

flat_bench :-
    build(40000, 0, _, T),
    flatten_term(T, L),
    len(L, 0, N),
    N =:= 40000.

% build(+Leaves, +I0, -I, -Tree): a tree with Leaves leaves, which are
% the atoms a, b, c, d in turn; I0 and I number the leaves.
build(1, I0, I, Leaf) :- !,
    I is I0 + 1,
    K is I0 mod 4,
    leaf(K, Leaf).
build(N, I0, I, f(L, R)) :-
    NL is N // 2,
    NR is N - NL,
    build(NL, I0, I1, L),
    build(NR, I1, I, R).

leaf(0, a).
leaf(1, b).
leaf(2, c).
leaf(3, d).

flatten_term(T, L) :-
    flat(T, [], L).

% flat(+Term, +Acc, -List): List is the leaves of Term followed by Acc.
flat(f(L, R), Acc, List) :- !,
    flat(R, Acc, Acc1),
    flat(L, Acc1, List).
flat(A, Acc, [A|Acc]).

len([], N, N).
len([_|T], N0, N) :-
    N1 is N0 + 1,
    len(T, N1, N).
