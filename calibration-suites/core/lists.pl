% Element-wise unification of two lists.
% eq_in: both lists bound (two equal copies): per element giunif 2, viunif 4.
% eq_out: the second list is a fresh variable (a copy is built):
% per element giunif 1, viunif 2, gounif 1, vounif 2.

eq_in_bench(0, _, _) :- !.
eq_in_bench(K, L, M) :- eql(L, M), K1 is K - 1, eq_in_bench(K1, L, M).

eq_out_bench(0, _) :- !.
eq_out_bench(K, L) :- eql(L, _), K1 is K - 1, eq_out_bench(K1, L).

eql([], []).
eql([X|Xs], [X|Ys]) :- eql(Xs, Ys).
