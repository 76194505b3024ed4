% factorial.pl -- factorial, plain recursion.
%
%   fact(0, 1) :- !.
%   fact(N, F) :- N1 is N - 1, fact(N1, F1), F is N * F1.
%
% F(0) = 1, F(N) = 1 + F(N-1) for N > 0 (clause 1's head fails)  =>  F(N) = N + 1.

:- check pred fact(N, F) : (nnegint(N), var(F))
    + (cost(ub, steps, N + 1), cost(lb, steps, N + 1)).

fact(0, 1) :- !.
fact(N, F) :- N1 is N - 1, fact(N1, F1), F is N * F1.
