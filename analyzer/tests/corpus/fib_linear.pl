% fib_linear.pl -- Fibonacci with two accumulators (linear).
%
%   fibl(N, F) :- fibl(N, 0, 1, F).
%   fibl(0, A, _, A) :- !.
%   fibl(N, A, B, F) :- N1 is N - 1, C is A + B, fibl(N1, B, C, F).
%
% fibl/4: S(0) = 1, S(N) = 1 + S(N-1) for N > 0 (clause 1's head fails on N):
% S(N) = N + 1; the wrapper adds 1: N + 2.

:- check pred fibl(N, F) : (nnegint(N), var(F))
    + (cost(ub, steps, N + 2), cost(lb, steps, N + 2)).

fibl(N, F) :- fibl(N, 0, 1, F).

fibl(0, A, _, A) :- !.
fibl(N, A, B, F) :- N1 is N - 1, C is A + B, fibl(N1, B, C, F).
