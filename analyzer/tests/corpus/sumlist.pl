% sumlist.pl -- sum of a list of integers.
%
%   sum([], 0).
%   sum([X|Xs], S) :- sum(Xs, S0), S is S0 + X.
%
% n = length(L). One clause per call (first-argument indexing), is/2 is free:
%   S(0) = 1,  S(n) = 1 + S(n-1)   =>   S(n) = n + 1.

:- check pred sum(L, S) : (list(L, int), var(S))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).

sum([], 0).
sum([X|Xs], S) :- sum(Xs, S0), S is S0 + X.
