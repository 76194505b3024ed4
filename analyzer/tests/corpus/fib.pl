% fib.pl -- doubly recursive Fibonacci.
%
%   fib(0, 0) :- !.
%   fib(1, 1) :- !.
%   fib(N, F) :- N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.
%
% For N = 1 the head of clause 1 fails (0 steps); for N >= 2 those of clauses 1 and
% 2 fail. Steps:
%   S(0) = 1,  S(1) = 1,  S(N) = 1 + S(N-1) + S(N-2)   (N >= 2)
% S(N) + 1 satisfies the Fibonacci recurrence with S(0)+1 = 2 = 2*Fib(1) and
% S(1)+1 = 2 = 2*Fib(2), so S(N) = 2*Fib(N+1) - 1. By Binet's formula,
% Fib(k) = (phi^k - psi^k)/sqrt(5) with phi = (1+sqrt(5))/2, psi = (1-sqrt(5))/2:
%   S(N) = 2*(phi^(N+1) - psi^(N+1))/sqrt(5) - 1      (exact; evaluated in floats)

:- check pred fib(N, F) : (nnegint(N), var(F))
    + (cost(ub, steps, 2*(((1+sqrt(5))/2)**(N+1) - ((1-sqrt(5))/2)**(N+1))/sqrt(5) - 1),
       cost(lb, steps, 2*(((1+sqrt(5))/2)**(N+1) - ((1-sqrt(5))/2)**(N+1))/sqrt(5) - 1)).

fib(0, 0) :- !.
fib(1, 1) :- !.
fib(N, F) :-
    N1 is N - 1, N2 is N - 2,
    fib(N1, F1), fib(N2, F2),
    F is F1 + F2.
