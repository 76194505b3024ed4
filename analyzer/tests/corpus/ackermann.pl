% ackermann.pl -- Ackermann's function, bounded: the first argument is fixed to
% 1, 2 or 3 by wrappers, for which the step count has a closed form.
%
%   ack(0, N, R) :- !, R is N + 1.
%   ack(M, 0, R) :- !, M1 is M - 1, ack(M1, 1, R).
%   ack(M, N, R) :- M1 is M - 1, N1 is N - 1, ack(M, N1, R1), ack(M1, R1, R).
%
% Values: A(0,n) = n+1, A(1,n) = n+2, A(2,n) = 2n+3, A(3,n) = 2^(n+3) - 3.
% Steps S(m,n): for m > 0 clause 1's head fails; for n > 0 clause 2's head fails.
%   S(0,n) = 1
%   S(m,0) = 1 + S(m-1, 1)
%   S(m,n) = 1 + S(m, n-1) + S(m-1, A(m, n-1))
% m = 1: S(1,0) = 2, S(1,n) = S(1,n-1) + 2            =>  S(1,n) = 2n + 2
% m = 2: S(2,0) = 1 + S(1,1) = 5,
%        S(2,n) = 1 + S(2,n-1) + S(1, 2n+1) = S(2,n-1) + 4n + 5
%                                                      =>  S(2,n) = 2n^2 + 7n + 5
% m = 3: S(3,0) = 1 + S(2,1) = 15; with t = 2^(k+2), A(3,k-1) = t - 3 and
%        S(3,k) - S(3,k-1) = 1 + S(2, t-3) = 2t^2 - 5t + 3 = 32*4^k - 20*2^k + 3,
%        S(3,n) = 15 + sum_{k=1..n} (32*4^k - 20*2^k + 3)
%               = (128/3)*4^n - 40*2^n + 3n + 37/3.
% Each wrapper ackM(N, R) :- ack(M, N, R) adds one step.

:- check pred ack1(N, R) : (nnegint(N), var(R))
    + (cost(ub, steps, 2*N + 3), cost(lb, steps, 2*N + 3)).
:- check pred ack2(N, R) : (nnegint(N), var(R))
    + (cost(ub, steps, 2*N**2 + 7*N + 6), cost(lb, steps, 2*N**2 + 7*N + 6)).
:- check pred ack3(N, R) : (nnegint(N), var(R))
    + (cost(ub, steps, (128/3)*4**N - 40*2**N + 3*N + 40/3),
       cost(lb, steps, (128/3)*4**N - 40*2**N + 3*N + 40/3)).

ack1(N, R) :- ack(1, N, R).
ack2(N, R) :- ack(2, N, R).
ack3(N, R) :- ack(3, N, R).

ack(0, N, R) :- !, R is N + 1.
ack(M, 0, R) :- !, M1 is M - 1, ack(M1, 1, R).
ack(M, N, R) :-
    M1 is M - 1, N1 is N - 1,
    ack(M, N1, R1),
    ack(M1, R1, R).
