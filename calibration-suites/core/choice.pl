% Choice points and backtracking: all/1 enumerates every solution of mem/2
% (a member/2 with an unbound element) by failing back into it. Per element
% mem/2 takes both clauses: 2 steps, nargs 4, giunif 2, viunif 4, vounif 2.

nd_bench(0, _) :- !.
nd_bench(K, L) :- all(L), K1 is K - 1, nd_bench(K1, L).

all(L) :- mem(_, L), fail.
all(_).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
