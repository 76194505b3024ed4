% filter.pl -- filter: keep the even elements of a list (clause selection by a
% test and a cut).
%
%   evens([], []).
%   evens([X|Xs], [X|Ys]) :- X mod 2 =:= 0, !, evens(Xs, Ys).
%   evens([_|Xs], Ys) :- evens(Xs, Ys).
%
% n = length(L). An even element costs 1 step (clause 2), an odd one 2 (clause
% 2's head unifies, its test fails; clause 3). Plus 1 for [].
%   S(n) = n + 1 + (number of odd elements)
%   ub = 2n + 1 (all odd),   lb = n + 1 (all even).

:- check pred evens(L, E) : (list(L, int), var(E))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, length(L) + 1)).

evens([], []).
evens([X|Xs], [X|Ys]) :- X mod 2 =:= 0, !, evens(Xs, Ys).
evens([_|Xs], Ys) :- evens(Xs, Ys).
