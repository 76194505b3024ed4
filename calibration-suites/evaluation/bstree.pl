% Tree building: a binary search tree of the keys (X * 7919) mod 10007 of the
% elements X of a list, inserted one by one (a pseudo-random order, so the tree
% is about balanced: N log N steps); each insertion rebuilds its path.
:- pred bst(L, T) : (list(L, int), var(T)).

bst(L, T) :- ins_all(L, nil, T).

ins_all([], T, T).
ins_all([X|Xs], T0, T) :-
    K is (X * 7919) mod 10007,
    ins(T0, K, T1),
    ins_all(Xs, T1, T).

ins(nil, K, t(nil, K, nil)).
ins(t(L, Y, R), K, T) :- ins_at(K, Y, L, R, T).

% Clauses with a cut rather than if-then-else, whose branches run as auxiliary
% predicates the counters do not see.
ins_at(K, Y, L, R, t(L1, Y, R)) :- K < Y, !, ins(L, K, L1).
ins_at(K, Y, L, R, t(L, Y, R1)) :- ins(R, K, R1).
