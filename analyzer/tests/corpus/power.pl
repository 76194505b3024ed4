% power.pl -- X^N by repeated squaring (divide and conquer on the exponent).
%
%   pow(_, 0, 1) :- !.
%   pow(X, N, P) :- N mod 2 =:= 0, !, H is N // 2, pow(X, H, Q), P is Q * Q.
%   pow(X, N, P) :- N1 is N - 1, pow(X, N1, Q), P is X * Q.
%
% N = 0: 1 step. Even N > 0: clause 1's head fails, clause 2: 1 step, then N/2.
% Odd N: clause 2's head unifies (1 step) but its test fails, clause 3: 1 step,
% then N - 1 (even). Writing N >= 1 in binary with L = floor(log2 N) + 1 digits of
% which p are ones: each one costs 2 steps (clause 2 tried, clause 3), each of the
% L - 1 halvings 1 step, plus 1 for N = 0:
%   P(N) = (L - 1) + 2p + 1 = floor(log2 N) + 1 + 2p.
% p depends on the bits, 1 <= p <= L, so
%   ub: 3*floor(log2 N) + 3   (N = 2^k - 1, all ones)
%   lb:   floor(log2 N) + 3   (N = 2^k, a single one)
% and P(0) = 1. costlog has no floor/1: floor(log2 N) is written
% sum($(J), 1, log(2, N + 1/2), 1) (a sum of 1 over J = 1..floor(log2(N + 1/2)),
% and floor(log2(N + 1/2)) = floor(log2 N) for integers N >= 1, away from float
% rounding at powers of two; log(2, X) is 0 for X <= 1, which covers N = 0).
% min(N, 1) is 0 for N = 0 and 1 otherwise.

:- check pred pow(X, N, P) : (int(X), nnegint(N), var(P))
    + (cost(ub, steps, 3*sum($(J), 1, log(2, N + 1/2), 1) + 1 + 2*min(N, 1)),
       cost(lb, steps, sum($(J), 1, log(2, N + 1/2), 1) + 1 + 2*min(N, 1))).

pow(_, 0, 1) :- !.
pow(X, N, P) :- N mod 2 =:= 0, !, H is N // 2, pow(X, H, Q), P is Q * Q.
pow(X, N, P) :- N1 is N - 1, pow(X, N1, Q), P is X * Q.
