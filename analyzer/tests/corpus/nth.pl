% nth.pl -- the N-th element of a list (1-based).
%
%   nth(N, L, X) :- N >= 1, nth_(N, L, X).
%   nth_(1, [X|_], X) :- !.
%   nth_(N, [_|T], X) :- N1 is N - 1, nth_(N1, T, X).
%
% nth_(N, L, X), N >= 1, n = length(L): for N > 1 clause 1's head fails (1
% against N) and clause 2 costs 1; for N = 1 and a non-empty list clause 1 costs
% 1. If N <= n that is N steps; if N > n, the n elements cost 1 each and then
% nth_(_, [], _) fails with 0: n steps. So min(N, n). The wrapper costs 1 (for
% N = 0 its test fails right away):
%   S(N, n) = 1 + min(N, n).

:- check pred nth(N, L, X) : (nnegint(N), list(L, int), var(X))
    + (cost(ub, steps, 1 + min(N, length(L))), cost(lb, steps, 1 + min(N, length(L)))).

nth(N, L, X) :- N >= 1, nth_(N, L, X).

nth_(1, [X|_], X) :- !.
nth_(N, [_|T], X) :- N1 is N - 1, nth_(N1, T, X).
