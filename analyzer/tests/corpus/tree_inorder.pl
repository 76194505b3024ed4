% tree_inorder.pl -- in-order traversal of a binary tree with append (the naive
% version: its cost depends on the shape of the tree, not only its size).
%
%   inorder(void, []).
%   inorder(t(L, X, R), Xs) :- inorder(L, Ls), inorder(R, Rs), app(Ls, [X|Rs], Xs).
%   app/3 as in append.pl (length of its first argument + 1).
%
% A tree with k nodes and k + 1 voids: 1 step for each of them (2k + 1), and at
% every node app costs (number of nodes of its left subtree) + 1:
%   S = 3k + 1 + sum over nodes of |left subtree|.
% The sum is 0 when no node has a left child (a right spine) and at most
% (k-1) + (k-2) + ... + 0 = k(k-1)/2 (a left spine: the node at depth d has
% k - d nodes below it, all on the left).
% size(T) = 3k + 1 (2 subterms per node: t/3 and its label; 1 per void), so
% 3k + 1 = size(T) and k = (size(T) - 1)/3:
%   ub = size(T) + (size(T) - 1)*(size(T) - 4)/18      (left spine)
%   lb = size(T)                                       (right spine)

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype tree/1.
tree(void).
tree(t(L, X, R)) :- tree(L), digit(X), tree(R).

:- check pred inorder(T, L) : (tree(T), var(L))
    + (cost(ub, steps, size(T) + (size(T) - 1)*(size(T) - 4)/18),
       cost(lb, steps, size(T))).

inorder(void, []).
inorder(t(L, X, R), Xs) :- inorder(L, Ls), inorder(R, Rs), app(Ls, [X|Rs], Xs).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
