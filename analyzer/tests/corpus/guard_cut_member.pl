% guard_cut_member.pl -- list intersection with a member guard, a cut and an
% else clause (issue 18's example of a guard that may fail).
%
%   inter([], _, []).
%   inter([X|Xs], Ys, [X|Zs]) :- mem(X, Ys), !, inter(Xs, Ys, Zs).
%   inter([_|Xs], Ys, Zs) :- inter(Xs, Ys, Zs).
%   mem/2 as in member.pl.
%
% n = length(A), m = length(B). Per element X of A, clause 2's head unifies
% (its third argument is free): 1 step, then
% - X in B, first at position i: mem costs i, the cut commits, so 1 + i steps,
%   2 <= 1 + i <= m + 1;
% - X not in B: mem fails after m steps, clause 3 runs: 1 + m + 1 = m + 2.
% The failed guard costs only its failing search: the two are never summed.
% [] costs 1. So
%   ub = n*(m + 2) + 1 = n*m + 2n + 1   (no element of A in B)
%   lb = 2n + 1                         (every element of A is B's first, or B = [])
% The call never fails: the guard fails only before the cut, and the else
% clause then covers the call.

:- check pred inter(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, length(A)*length(B) + 2*length(A) + 1),
       cost(lb, steps, 2*length(A) + 1)).

inter([], _, []).
inter([X|Xs], Ys, [X|Zs]) :- mem(X, Ys), !, inter(Xs, Ys, Zs).
inter([_|Xs], Ys, Zs) :- inter(Xs, Ys, Zs).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
