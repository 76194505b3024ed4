% guard_ite_count.pl -- integers counted down inside an if-then-else's branch.
%
%   count(N) :- ( N > 0 -> N1 is N - 1, count(N1) ; true ).
%
% One clause: its head unifies at every call (1 step); the condition decides
% between the recursion and the end, and costs no step.
%   C(N) = 1 for N <= 0, C(N) = 1 + C(N-1)  =>  C(N) = max(0, N) + 1.
%
%   down(N, L) :- ( N =< 0 -> L = [] ; L = [N|T], N1 is N - 1, down(N1, T) ).
%
% The recursion in the else branch, a list built on the way: the same count,
%   D(N) = max(0, N) + 1.
%
%   evens(N, K) :- ( N > 1 -> N1 is N - 2, evens(N1, K0), K is K0 + 1 ; K = 0 ).
%
% Two down per call, from N > 1 to 0 or 1: ceil(max(0, N - 1) / 2) recursive
% calls, each one step, then the end (1 step). For N = 2m or 2m + 1 (m >= 0)
% that is m + 1 steps; costlog has no floor/ceil, so the hand bounds are the
% worst and best case over those two N: ub max(0, N)/2 + 1 (exact at even N),
% lb max(0, N - 1)/2 + 1 (exact at odd N).

:- check pred count(N) : int(N)
    + (cost(ub, steps, max(0, N) + 1), cost(lb, steps, max(0, N) + 1)).
:- check pred down(N, L) : (int(N), var(L))
    + (cost(ub, steps, max(0, N) + 1), cost(lb, steps, max(0, N) + 1)).
:- check pred evens(N, K) : (int(N), var(K))
    + (cost(ub, steps, max(0, N)/2 + 1), cost(lb, steps, max(0, N - 1)/2 + 1)).

count(N) :- ( N > 0 -> N1 is N - 1, count(N1) ; true ).

down(N, L) :- ( N =< 0 -> L = [] ; L = [N|T], N1 is N - 1, down(N1, T) ).

evens(N, K) :- ( N > 1 -> N1 is N - 2, evens(N1, K0), K is K0 + 1 ; K = 0 ).
