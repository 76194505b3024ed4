% int_accumulator.pl -- a loop on an integer that may be negative, with a numeric
% accumulator whose value (any integer) changes at every call.
%
%   sumsq(N, S, S) :- N =< 0, !.
%   sumsq(N, S0, S) :- S1 is S0 + N*N, N1 is N - 1, sumsq(N1, S1, S).
%
% N <= 0: 1 step (clause 1 passes its guard and cuts). N >= 1: clause 1's head
% unifies (1 step) and its guard fails, clause 2: 1 step, then sumsq(N - 1):
%   S(N) = 2·max(0, N) + 1, whatever S0.
%
%   tri(N, T) :- tri(N, 0, T).        one more step:  2·max(0, N) + 2
%   tri(N, T, T) :- N =< 0, !.
%   tri(N, T0, T) :- T1 is T0 + N, N1 is N - 1, tri(N1, T1, T).

:- check pred sumsq(N, S0, S) : (int(N), int(S0), var(S))
    + (cost(ub, steps, 2*max(0, N) + 1), cost(lb, steps, 2*max(0, N) + 1)).
:- check pred tri(N, T) : (int(N), var(T))
    + (cost(ub, steps, 2*max(0, N) + 2), cost(lb, steps, 2*max(0, N) + 2)).

sumsq(N, S, S) :- N =< 0, !.
sumsq(N, S0, S) :- S1 is S0 + N*N, N1 is N - 1, sumsq(N1, S1, S).

tri(N, T) :- tri(N, 0, T).

tri(N, T, T) :- N =< 0, !.
tri(N, T0, T) :- T1 is T0 + N, N1 is N - 1, tri(N1, T1, T).
