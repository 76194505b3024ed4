% bst_pairs.pl -- lookup in a binary search tree whose nodes hold pairs Key-Value
% (a user regular type inside a user regular type), measured by the tree's depth.
%
%   bst_lookup(K, t(_, K-V, _), V) :- !.
%   bst_lookup(K, t(L, K0-_, _), V) :- K < K0, !, bst_lookup(K, L, V).
%   bst_lookup(K, t(_, _, R), V) :- bst_lookup(K, R, V).
%
% At each node on the search path: the key found costs 1 step (clause 1); a
% smaller key 1 (clause 1's head fails, clause 2's unifies); a larger key 2
% (clauses 2 and 3). void matches no clause (0 steps, failure). The depth of
% t(L, K-V, R) is 1 + max(depth(L), 1, depth(R)) (the pair K-V has depth 1):
% a search path of p nodes lies in a tree of depth at least p + 1, and every
% tree of depth d >= 2 has a path of d - 1 nodes. Worst case: the key larger
% than every key of a right-leaning chain of depth d, 2(d - 1) steps; on
% void (d = 0), 0 steps: ub = max(2*depth(T) - 2, 0). Best case: the key at
% the root, 1 step (d >= 2); lookup in void fails at once (0 steps):
% lb = min(depth(T), 1). (The analysis does not know that the pair's level is
% no node: its bound is 3*depth(T).)

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype kv_entry/1.
kv_entry(K-V) :- digit(K), digit(V).

:- regtype bst/1.
bst(void).
bst(t(L, P, R)) :- bst(L), kv_entry(P), bst(R).

:- check pred bst_lookup(K, T, V) : (int(K), bst(T), var(V))
    + (cost(ub, steps, max(2*depth(T) - 2, 0)), cost(lb, steps, min(depth(T), 1))).

bst_lookup(K, t(_, K-V, _), V) :- !.
bst_lookup(K, t(L, K0-_, _), V) :- K < K0, !, bst_lookup(K, L, V).
bst_lookup(K, t(_, _, R), V) :- bst_lookup(K, R, V).
