% Building complete binary trees t(Left, Depth, Right) of depth N, R times:
% 2^N - 1 nodes of 4 heap cells each, built in an output argument.

mktree_bench(0, _) :- !.
mktree_bench(K, D) :- mktree(D, _), K1 is K - 1, mktree_bench(K1, D).

mktree(0, nil) :- !.
mktree(D, t(L, D, R)) :- D1 is D - 1, mktree(D1, L), mktree(D1, R).
