% Difference lists: each element of a list of N becomes two cells of a new
% list (x and the element), built through an open tail passed along.

dl_bench(0, _) :- !.
dl_bench(K, L) :- twice(L, D, []), keep_tail(D), K1 is K - 1, dl_bench(K1, L).

twice([], T, T).
twice([X|Xs], [x, X|T0], T) :- twice(Xs, T0, T).

keep_tail(_).
