% map_double.pl -- map-like recursion: double every element of a list.
%
%   dbl([], []).
%   dbl([X|Xs], [Y|Ys]) :- Y is 2*X, dbl(Xs, Ys).
%
% n = length(L): D(0) = 1, D(n) = 1 + D(n-1)  =>  D(n) = n + 1.

:- check pred dbl(L, D) : (list(L, int), var(D))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).

dbl([], []).
dbl([X|Xs], [Y|Ys]) :- Y is 2*X, dbl(Xs, Ys).
