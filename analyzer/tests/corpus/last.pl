% last.pl -- last element of a list.
%
%   last([X], X).
%   last([_|T], X) :- last(T, X).
%
% n = length(L). On [X] clause 1 unifies (1 step, the first solution). On a list
% of two or more elements clause 1's head fails ([X] needs an empty tail) and
% clause 2 costs 1. So L(n) = n for n >= 1; last([], _) fails with 0 steps = n.

:- check pred last(L, X) : (list(L, int), var(X))
    + (cost(ub, steps, length(L)), cost(lb, steps, length(L))).

last([X], X).
last([_|T], X) :- last(T, X).
