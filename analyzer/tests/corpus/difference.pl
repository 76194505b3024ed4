% difference.pl -- list difference A \ B, written with a cut after the member
% test.
%
%   diff([], _, []).
%   diff([X|Xs], Ys, Zs) :- mem(X, Ys), !, diff(Xs, Ys, Zs).
%   diff([X|Xs], Ys, [X|Zs]) :- diff(Xs, Ys, Zs).
%   mem/2 as in member.pl.
%
% n = length(A), m = length(B). Per element X of A:
% - X in B, first at position i: clause 2 (1) + mem (i) = 1 + i, 2 <= 1 + i <= m + 1.
% - X not in B: clause 2 (1) + mem fails after m steps + clause 3 (1) = m + 2.
% So each element costs between 2 and m + 2, and [] costs 1:
%   ub = n*(m + 2) + 1 = n*m + 2n + 1   (no element of A in B)
%   lb = 2n + 1                         (every element of A is B's first element,
%                                        or B = [])

:- check pred diff(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, length(A)*length(B) + 2*length(A) + 1),
       cost(lb, steps, 2*length(A) + 1)).

diff([], _, []).
diff([X|Xs], Ys, Zs) :- mem(X, Ys), !, diff(Xs, Ys, Zs).
diff([X|Xs], Ys, [X|Zs]) :- diff(Xs, Ys, Zs).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
