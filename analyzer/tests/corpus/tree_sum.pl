% tree_sum.pl -- sum of the leaves of a binary tree built from leaf/1 and node/2.
%
%   tsum(leaf(X), X).
%   tsum(node(L, R), S) :- tsum(L, SL), tsum(R, SR), S is SL + SR.
%
% Every leaf and every node costs exactly 1 step (disjoint heads). A tree with l
% leaves has l - 1 nodes: S = 2l - 1. In terms of the term size: a leaf leaf(D)
% has 2 subterms (leaf/1 and the digit), a node 1 of its own, so
% size(T) = 2l + (l - 1) = 3l - 1, l = (size(T) + 1)/3 and
%   S = 2(size(T) + 1)/3 - 1 = (2*size(T) - 1)/3.

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype btree/1.
btree(leaf(X)) :- digit(X).
btree(node(L, R)) :- btree(L), btree(R).

:- check pred tsum(T, S) : (btree(T), var(S))
    + (cost(ub, steps, (2*size(T) - 1)/3), cost(lb, steps, (2*size(T) - 1)/3)).

tsum(leaf(X), X).
tsum(node(L, R), S) :- tsum(L, SL), tsum(R, SR), S is SL + SR.
