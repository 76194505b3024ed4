% int_countdown.pl -- integers that may be negative, counted down to a guard.
%
%   count(N) :- N > 0, !, N1 is N - 1, count(N1).
%   count(_).
%
% N <= 0: clause 1's head unifies (1 step), its guard fails; clause 2: 1 step.
% N >= 1: 1 step, then count(N - 1).
%   C(N) = 2 for N <= 0, C(N) = 1 + C(N-1)  =>  C(N) = max(0, N) + 2.
%
%   nums(N, []) :- N =< 0, !.
%   nums(N, [N|T]) :- N1 is N - 1, nums(N1, T).
%
% N <= 0: 1 step (clause 1 passes its guard and cuts). N >= 1: clause 1's head
% unifies (1 step) and its guard fails, clause 2: 1 step, then nums(N - 1):
%   L(N) = 2·max(0, N) + 1.
%
%   down(N, K) :- N >= 3, !, N1 is N - 1, down(N1, K0), K is K0 + 1.
%   down(_, 0).
%
% N < 3: 2 steps (as count/1 below its guard). N >= 3: 1 + D(N-1):
%   D(N) = max(0, N - 2) + 2.

:- check pred count(N) : int(N)
    + (cost(ub, steps, max(0, N) + 2), cost(lb, steps, max(0, N) + 2)).
:- check pred nums(N, L) : (int(N), var(L))
    + (cost(ub, steps, 2*max(0, N) + 1), cost(lb, steps, 2*max(0, N) + 1)).
:- check pred down(N, K) : (int(N), var(K))
    + (cost(ub, steps, max(0, N - 2) + 2), cost(lb, steps, max(0, N - 2) + 2)).

count(N) :- N > 0, !, N1 is N - 1, count(N1).
count(_).

nums(N, []) :- N =< 0, !.
nums(N, [N|T]) :- N1 is N - 1, nums(N1, T).

down(N, K) :- N >= 3, !, N1 is N - 1, down(N1, K0), K is K0 + 1.
down(_, 0).
