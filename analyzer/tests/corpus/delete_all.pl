% delete_all.pl -- delete all occurrences of an element from a list.
%
%   del(_, [], []).
%   del(X, [X|T], R) :- !, del(X, T, R).
%   del(X, [Y|T], [Y|R]) :- del(X, T, R).
%
% n = length(L). For an occurrence of X, clause 2 unifies (1 step, the cut
% removes clause 3). For Y different from X (and both ground), clause 2's head
% does not unify (0 steps) and clause 3 does (1 step). [] costs 1 (clause 1).
% Every element costs exactly 1, whatever the values:
%   S(n) = n + 1.

:- check pred del(X, L, R) : (int(X), list(L, int), var(R))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).

del(_, [], []).
del(X, [X|T], R) :- !, del(X, T, R).
del(X, [Y|T], [Y|R]) :- del(X, T, R).
