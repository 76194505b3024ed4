% tree_preorder.pl -- pre-order traversal of a binary tree into a list, with a
% difference list.
%
%   preorder(T, L) :- pre(T, L, []).
%   pre(void, L, L).
%   pre(t(Lt, X, Rt), [X|L0], L) :- pre(Lt, L0, L1), pre(Rt, L1, L).
%
% A tree with k nodes t/3 has k + 1 leaves void; each costs 1 step:
% pre costs 2k + 1 and preorder 2k + 2. size(T) counts 2 subterms per node (the
% t/3 term and its label) and 1 per void: size(T) = 2k + (k + 1) = 3k + 1, so
% k = (size(T) - 1)/3 and
%   S = 2(size(T) - 1)/3 + 2 = (2*size(T) + 4)/3.

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype tree/1.
tree(void).
tree(t(L, X, R)) :- tree(L), digit(X), tree(R).

:- check pred preorder(T, L) : (tree(T), var(L))
    + (cost(ub, steps, (2*size(T) + 4)/3), cost(lb, steps, (2*size(T) + 4)/3)).

preorder(T, L) :- pre(T, L, []).

pre(void, L, L).
pre(t(Lt, X, Rt), [X|L0], L) :- pre(Lt, L0, L1), pre(Rt, L1, L).
