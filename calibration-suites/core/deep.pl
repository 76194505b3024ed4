% Unifying a deep term (twelve nested f/1 around an atom: 13 symbols).
% deep_in: the argument is bound to an equal term: giunif 13 per call.
% deep_out: the argument is a fresh variable: the head builds the term,
% gounif 13 per call.

deep_in_bench(R) :- deep(T), deep_in_loop(R, T).

deep_in_loop(0, _) :- !.
deep_in_loop(K, T) :- deep(T), K1 is K - 1, deep_in_loop(K1, T).

deep_out_bench(0) :- !.
deep_out_bench(K) :- deep(_), K1 is K - 1, deep_out_bench(K1).

deep(f(f(f(f(f(f(f(f(f(f(f(f(a))))))))))))).
