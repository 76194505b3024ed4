% Doubly recursive Fibonacci: the number of resolution steps grows like the
% golden ratio to the power n: S(n) = 2 F(n+1) - 1 with F the Fibonacci numbers,
% so 1.61^(n-1) <= S(n) <= 2*1.62^n. Those bounds hold; the quadratic one is false.

:- pred fib(N, F) : (nnegint(N), var(F))
    + (cost(ub, steps, 2*1.62**N), cost(lb, steps, 1.61**(N-1)), not_fails, is_det).
:- pred fib(N, F) : (nnegint(N), var(F)) + cost(ub, steps, 2*N*N + 10).

fib(0, 0) :- !.
fib(1, 1) :- !.
fib(N, F) :-
    N1 is N - 1, N2 is N - 2,
    fib(N1, F1), fib(N2, F2),
    F is F1 + F2.
