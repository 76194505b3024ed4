% guard_all_below.pl -- a recursive guard that may fail part-way, a cut and an
% else clause: keep the elements of A greater than every element of B.
%
%   above([], _, []).
%   above([X|Xs], Ys, [X|Zs]) :- below(X, Ys), !, above(Xs, Ys, Zs).
%   above([_|Xs], Ys, Zs) :- above(Xs, Ys, Zs).
%   below(_, []).
%   below(X, [Y|T]) :- Y < X, below(X, T).
%
% below(X, B) with m = length(B): it succeeds after m + 1 steps (every element
% below X), or fails at the first element Y >= X, at position i: i steps (the
% head of below/2's second clause unifies there, the test fails, and nothing
% else unifies). n = length(A). Per element X:
% - below succeeds: 1 (above) + m + 1 = m + 2;
% - below fails at position i (1 <= i <= m): 1 + i + 1 (clause 3) = i + 2.
% So every element costs at most m + 2, and at least 2 + min(m, 1) (m = 0:
% below succeeds at once, 2; m >= 1: failing at the first element, 3, or
% succeeding, m + 2 >= 3). [] costs 1:
%   ub = n*(m + 2) + 1          (every element of A above every element of B)
%   lb = n*(2 + min(m, 1)) + 1  (every element of A below B's first element)

:- check pred above(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, length(A)*length(B) + 2*length(A) + 1),
       cost(lb, steps, length(A)*(2 + min(length(B), 1)) + 1)).

above([], _, []).
above([X|Xs], Ys, [X|Zs]) :- below(X, Ys), !, above(Xs, Ys, Zs).
above([_|Xs], Ys, Zs) :- above(Xs, Ys, Zs).

below(_, []).
below(X, [Y|T]) :- Y < X, below(X, T).
