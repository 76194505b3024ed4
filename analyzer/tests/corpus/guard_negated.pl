% guard_negated.pl -- a negated member guard, a cut and an else clause: the
% elements of A that are not in B.
%
%   notin([], _, []).
%   notin([X|Xs], Ys, [X|Zs]) :- \+ mem(X, Ys), !, notin(Xs, Ys, Zs).
%   notin([_|Xs], Ys, Zs) :- notin(Xs, Ys, Zs).
%   mem/2 as in member.pl.
%
% \+ runs mem to its first solution or failure and costs nothing itself.
% n = length(A), m = length(B). Per element X (clause 2's head unifies: 1):
% - X not in B: mem fails after m steps, \+ succeeds, cut: 1 + m;
% - X in B, first at position i: mem costs i, \+ fails, clause 3: 1 + i + 1.
% Worst: m + 2 (found last) for m >= 1, 1 for m = 0 (never found):
%   ub = n*m + n + n*min(m, 1) + 1
% Best: m = 0: 1; m = 1: min(2, 3) = 2; m >= 2: found first, 3. So
%   lb = n*min(m + 1, 3) + 1

:- check pred notin(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, length(A)*length(B) + length(A) + length(A)*min(length(B), 1) + 1),
       cost(lb, steps, length(A)*min(length(B) + 1, 3) + 1)).

notin([], _, []).
notin([X|Xs], Ys, [X|Zs]) :- \+ mem(X, Ys), !, notin(Xs, Ys, Zs).
notin([_|Xs], Ys, Zs) :- notin(Xs, Ys, Zs).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
