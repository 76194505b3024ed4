% member.pl -- member-based search, mem/2 (own definition: the library member/2
% would cost 0 steps).
%
%   mem(X, [X|_]).
%   mem(X, [_|T]) :- mem(X, T).
%
% n = length(L).
% Search, X given (first solution): an element different from X costs 1 (clause
% 1's head fails, clause 2 unifies); the first occurrence, at position i, costs 1
% (clause 1; the first solution stops there). Found at position i: i steps;
% absent: n steps, then mem(X, []) fails (no head unifies).
%   ub = n (absent, or only the last element is X),
%   lb = min(n, 1) (X is the first element; n = 0 costs 0).
% Enumeration, X free, all solutions: at each of the n positions both clauses
% unify (1 + 1), at [] none:
%   allsols = 2n exactly (n solutions); the first solution costs min(n, 1).

:- check pred mem(X, L) : (int(X), list(L, int))
    + (cost(ub, steps, length(L)), cost(lb, steps, min(length(L), 1))).
:- check pred mem(X, L) : (var(X), list(L, int))
    + (cost(ub, allsols, steps, 2*length(L)), cost(lb, allsols, steps, 2*length(L)),
       cost(ub, steps, min(length(L), 1)), cost(lb, steps, min(length(L), 1))).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
