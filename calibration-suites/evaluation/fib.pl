% Doubly recursive Fibonacci: 2 F(N+1) - 1 steps.
:- pred fib(N, F) : (nnegint(N), var(F)).

fib(0, 0) :- !.
fib(1, 1) :- !.
fib(N, F) :-
    N1 is N - 1,
    N2 is N - 2,
    fib(N1, F1),
    fib(N2, F2),
    F is F1 + F2.
