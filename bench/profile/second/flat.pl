% flat.pl (second set) -- a balanced tree of node/2 with 150000 integer
% leaves, flattened into the list of its leaves with a difference list.

main :-
    bench.

bench :-
    grow(1, 150000, T),
    leaves(T, L, []),
    count(L, 0, N),
    N =:= 150000.

% grow(+Lo, +Hi, -Tree): leaves Lo..Hi.
grow(Lo, Lo, leaf(Lo)) :- !.
grow(Lo, Hi, node(L, R)) :-
    Mid is (Lo + Hi) // 2,
    Mid1 is Mid + 1,
    grow(Lo, Mid, L),
    grow(Mid1, Hi, R).

leaves(leaf(X), [X|T], T).
leaves(node(L, R), S0, S) :-
    leaves(L, S0, S1),
    leaves(R, S1, S).

count([], N, N).
count([_|Xs], N0, N) :-
    N1 is N0 + 1,
    count(Xs, N1, N).
