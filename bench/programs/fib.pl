% fib: naive doubly recursive Fibonacci, fib(23) = 28657, repeated.

bench :-
    fib_repeat(50).

fib_repeat(0) :- !.
fib_repeat(N) :-
    fib(23, F),
    F =:= 28657,
    N1 is N - 1,
    fib_repeat(N1).

fib(0, 0) :- !.
fib(1, 1) :- !.
fib(N, F) :-
    N1 is N - 1,
    N2 is N - 2,
    fib(N1, F1),
    fib(N2, F2),
    F is F1 + F2.
