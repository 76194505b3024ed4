% Unifying a flat term (f/12 with twelve atoms: 13 symbols).
% flat_in: the argument is bound to an equal term: giunif 13 per call.
% flat_out: the argument is a fresh variable: gounif 13 per call.

flat_in_bench(R) :- flat(T), flat_in_loop(R, T).

flat_in_loop(0, _) :- !.
flat_in_loop(K, T) :- flat(T), K1 is K - 1, flat_in_loop(K1, T).

flat_out_bench(0) :- !.
flat_out_bench(K) :- flat(_), K1 is K - 1, flat_out_bench(K1).

flat(f(a, b, c, d, e, g, h, i, j, k, l, m)).
