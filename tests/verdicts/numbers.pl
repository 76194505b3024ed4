% Verdict cross-check program: integer recursion, accumulators and guards.
fact(0, 1) :- !.
fact(N, F) :- N1 is N - 1, fact(N1, F1), F is N * F1.

sum_to(N, S) :- sum_to(N, 0, S).
sum_to(0, S, S) :- !.
sum_to(N, A, S) :- A1 is A + N, N1 is N - 1, sum_to(N1, A1, S).

fib(N, F) :- fib(N, 0, 1, F).
fib(0, A, _, A) :- !.
fib(N, A, B, F) :- N1 is N - 1, C is A + B, fib(N1, B, C, F).

pow2(0, 1).
pow2(N, P) :- N > 0, N1 is N - 1, pow2(N1, P1), P is 2 * P1.

countdown(0, [0]) :- !.
countdown(N, [N|T]) :- N1 is N - 1, countdown(N1, T).

slow_fib(0, 0).
slow_fib(1, 1).
slow_fib(N, F) :- N > 1, A is N - 1, B is N - 2, slow_fib(A, FA), slow_fib(B, FB), F is FA + FB.
