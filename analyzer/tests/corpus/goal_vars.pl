% goal_vars.pl -- goals and closures held in variables, bound by =/2 in the
% clause before call/N runs them.
%
%   gsum(L, S) :- G = sum_(L, 0, S), call(G).
%   sum_([], S, S).
%   sum_([X|Xs], A0, S) :- A is A0 + X, C = sum_, call(C, Xs, A, S).
%   gpairs(L, P) :- C = pairs_, call(C, L, P).
%   pairs_([], []).
%   pairs_([X|Xs], [X-Y|Ps]) :- G = twice(X, Y), call(G), pairs_(Xs, Ps).
%   twice(X, Y) :- Y is 2 * X.
%
% n = length(L). call/N itself costs no step (ARCHITECTURE.md, "Counting in
% library code"); the predicate it runs counts as usual.
%   sum_ on n elements: n + 1 (one clause per call by first-argument indexing),
%   so gsum costs 1 + (n + 1) = n + 2.
%   pairs_ on n elements: n + 1, and twice/2 once per element: n; gpairs costs
%   1 + (n + 1) + n = 2n + 2.
% Both are deterministic whatever the values: ub = lb.

:- check pred gsum(L, S) : (list(L, int), var(S))
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).
:- check pred gpairs(L, P) : (list(L, int), var(P))
    + (cost(ub, steps, 2*length(L) + 2), cost(lb, steps, 2*length(L) + 2)).

gsum(L, S) :- G = sum_(L, 0, S), call(G).
sum_([], S, S).
sum_([X|Xs], A0, S) :- A is A0 + X, C = sum_, call(C, Xs, A, S).

gpairs(L, P) :- C = pairs_, call(C, L, P).
pairs_([], []).
pairs_([X|Xs], [X-Y|Ps]) :- G = twice(X, Y), call(G), pairs_(Xs, Ps).
twice(X, Y) :- Y is 2 * X.
