% prefix.pl -- prefixes of a list, nondeterministically.
%
%   prefix([], _).
%   prefix([X|P], [X|L]) :- prefix(P, L).
%
% Mode (-P, +L), n = length(L). First solution (P = []): 1 step.
% All solutions (the n + 1 prefixes, shortest first): clause 1 always unifies
% (P is free); clause 2 unifies when L is non-empty:
%   A(0) = 1,   A(n) = 1 + 1 + A(n-1)   =>   A(n) = 2n + 1.

:- check pred prefix(P, L) : (var(P), list(L, int))
    + (cost(ub, steps, 1), cost(lb, steps, 1),
       cost(ub, allsols, steps, 2*length(L) + 1),
       cost(lb, allsols, steps, 2*length(L) + 1)).

prefix([], _).
prefix([X|P], [X|L]) :- prefix(P, L).
