% Arithmetic: is/2 with one operator each (+, -, *, //, mod), the common case
% in programs (counters, sums); five evaluations per iteration besides the
% counter's own. Each is/2 is one `builtins` unit.

arith_bench(R) :- arith_loop(R, 1, _).

arith_loop(0, A, A) :- !.
arith_loop(K, A0, A) :-
    A1 is A0 * 7,
    A2 is A1 + K,
    A3 is A2 mod 1000003,
    A4 is A3 // 3,
    A5 is A4 - 1,
    K1 is K - 1,
    arith_loop(K1, A5, A).
