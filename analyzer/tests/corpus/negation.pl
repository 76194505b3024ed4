% negation.pl -- negation as failure: all elements of a list are distinct.
%
%   nodups([]).
%   nodups([X|Xs]) :- \+ mem(X, Xs), nodups(Xs).
%   mem/2 as in member.pl.
%
% \+ costs nothing itself; the steps of mem inside it count. n = length(L).
% All distinct: for the element at position p (1-based), mem scans the n - p
% later ones without finding it: n - p steps. With the n + 1 nodups steps:
%   ub = n + 1 + sum_{p=1..n} (n - p) = n(n-1)/2 + n + 1 = (n^2 + n + 2)/2
% Least: for n >= 2, if the first two elements are equal, nodups (1) + mem finds
% X at once (1), \+ fails, the call fails: 2 steps. n = 1: nodups([X]) (1) +
% mem(X, []) (0) + nodups([]) (1) = 2. n = 0: 1. So
%   lb = min(n + 1, 2)   (reached for every n, e.g. on all-equal lists).

:- check pred nodups(L) : list(L, int)
    + (cost(ub, steps, (length(L)**2 + length(L) + 2)/2),
       cost(lb, steps, min(length(L) + 1, 2))).

nodups([]).
nodups([X|Xs]) :- \+ mem(X, Xs), nodups(Xs).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
