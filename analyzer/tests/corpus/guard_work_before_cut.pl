% guard_work_before_cut.pl -- a member guard, work on the guard's list, then a
% cut, and an else clause: what runs before the cut runs only where the
% guard succeeded.
%
%   found([], _, []).
%   found([X|Xs], Ys, [X|Zs]) :- mem(X, Ys), walk(Ys), !, found(Xs, Ys, Zs).
%   found([_|Xs], Ys, Zs) :- found(Xs, Ys, Zs).
%   mem/2 as in member.pl; walk/1 walks a list (m + 1 steps).
%
% n = length(A), m = length(B). Per element X of A:
% - X in B, first at position i (1 <= i <= m): clause 2 (1) + mem (i) +
%   walk (m + 1) = i + m + 2, between m + 3 and 2m + 2; the cut drops mem's
%   other solutions.
% - X not in B: clause 2 (1) + mem fails after m steps + clause 3 (1) = m + 2.
% So each element costs between m + 2 and max(2m + 2, m + 2) = 2m + 2, and
% [] costs 1:
%   ub = n*(2m + 2) + 1 = 2nm + 2n + 1   (every element of A is B's last)
%   lb = n*(m + 2) + 1 = nm + 2n + 1     (no element of A in B)

:- check pred found(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, 2*length(A)*length(B) + 2*length(A) + 1),
       cost(lb, steps, length(A)*length(B) + 2*length(A) + 1)).

found([], _, []).
found([X|Xs], Ys, [X|Zs]) :- mem(X, Ys), walk(Ys), !, found(Xs, Ys, Zs).
found([_|Xs], Ys, Zs) :- found(Xs, Ys, Zs).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

walk([]).
walk([_|T]) :- walk(T).
