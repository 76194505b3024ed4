% reverse_acc.pl -- list reverse with an accumulator (linear reverse).
%
%   rev(L, R) :- rev(L, [], R).
%   rev([], A, A).
%   rev([H|T], A, R) :- rev(T, [H|A], R).
%
% n = length(L). rev/3 is selected by its first argument:
%   R3(0) = 1,  R3(n) = 1 + R3(n-1)   =>   R3(n) = n + 1
% and rev/2 adds its own clause: R2(n) = 1 + R3(n) = n + 2.

:- check pred rev(L, R) : (list(L, int), var(R))
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).
:- check pred rev(L, A, R) : (list(L, int), list(A, int), var(R))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).

rev(L, R) :- rev(L, [], R).

rev([], A, A).
rev([H|T], A, R) :- rev(T, [H|A], R).
