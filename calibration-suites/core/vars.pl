% Programs for which viunif and vounif are known.
% vi/1: a head f(A,...,H) unified with a bound f(1,...,8): giunif 1, viunif 8.
% vo/4: four head variables called with four fresh variables: vounif 4, nargs 4.
% vo_struct/1: f(A,...,H) unified with a fresh variable: gounif 1, vounif 8.

vi_bench(R) :- bind(T), vi_loop(R, T).

bind(f(1, 2, 3, 4, 5, 6, 7, 8)).

vi_loop(0, _) :- !.
vi_loop(K, T) :- vi(T), K1 is K - 1, vi_loop(K1, T).

vi(f(_, _, _, _, _, _, _, _)).

vo_bench(0) :- !.
vo_bench(K) :- vo(_, _, _, _), K1 is K - 1, vo_bench(K1).

vo(_, _, _, _).

vo_struct_bench(0) :- !.
vo_struct_bench(K) :- vo_struct(_), K1 is K - 1, vo_struct_bench(K1).

vo_struct(f(_, _, _, _, _, _, _, _)).
