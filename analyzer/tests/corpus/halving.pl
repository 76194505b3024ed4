% halving.pl -- divide and conquer by halving an integer: the number of binary
% digits of N (cost logarithmic in N).
%
%   bits(0, 0) :- !.
%   bits(N, K) :- H is N // 2, bits(H, K0), K is K0 + 1.
%
% B(0) = 1; B(N) = 1 + B(N // 2) for N >= 1 (clause 1's head fails on N).
% N >= 1 is halved floor(log2 N) + 1 times before reaching 0, so
%   B(N) = floor(log2 N) + 2   (N >= 1),   B(0) = 1.
% Both cases: B(N) = floor(log2 N) + 1 + min(N, 1), with floor(log2 N) written
% sum($(J), 1, log(2, N + 1/2), 1) as in power.pl (costlog has no floor/1).
% The answer K = B(N) - 1 is exactly the number of steps below the first call.

:- check pred bits(N, K) : (nnegint(N), var(K))
    + (cost(ub, steps, sum($(J), 1, log(2, N + 1/2), 1) + 1 + min(N, 1)),
       cost(lb, steps, sum($(J), 1, log(2, N + 1/2), 1) + 1 + min(N, 1))).

bits(0, 0) :- !.
bits(N, K) :- H is N // 2, bits(H, K0), K is K0 + 1.
