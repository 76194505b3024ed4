% tree_insert.pl -- insertion into a binary search tree.
%
%   ins(void, X, t(void, X, void)).
%   ins(t(L, Y, R), X, T) :- ( X < Y -> T = t(L1, Y, R), ins(L, X, L1)
%                                     ; T = t(L, Y, R1), ins(R, X, R1) ).
%
% The call goes down one path from the root to a void, 1 step per node passed and
% 1 for the void (the heads are disjoint). The path passes p nodes with
% 0 <= p <= depth(T) (depth(void) = 0, depth(t(L, X, R)) = 1 + the largest
% depth of L, X, R, and a digit has depth 0, so depth(T) is the number of nodes
% on the longest branch); p >= 1 when T is not void.
%   ub = depth(T) + 1             (X goes down the longest branch)
%   lb = min(depth(T), 1) + 1     (X leaves the root for an empty subtree)

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype tree/1.
tree(void).
tree(t(L, X, R)) :- tree(L), digit(X), tree(R).

:- check pred ins(T, X, T1) : (tree(T), digit(X), var(T1))
    + (cost(ub, steps, depth(T) + 1), cost(lb, steps, min(depth(T), 1) + 1)).

ins(void, X, t(void, X, void)).
ins(t(L, Y, R), X, T) :-
    (   X < Y
    ->  T = t(L1, Y, R), ins(L, X, L1)
    ;   T = t(L, Y, R1), ins(R, X, R1)
    ).
