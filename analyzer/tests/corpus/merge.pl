% merge.pl -- merge of two (sorted) lists.
%
%   merge([], L, L).
%   merge([X|Xs], [], [X|Xs]).
%   merge([X|Xs], [Y|Ys], [Z|Zs]) :- ( X =< Y -> Z = X, merge(Xs, [Y|Ys], Zs)
%                                             ; Z = Y, merge([X|Xs], Ys, Zs) ).
%
% a = length(A), b = length(B). The three heads are disjoint, so each call costs
% exactly 1 step. Clause 3 outputs one element per step; the merge stops when one
% list is empty (1 step of clause 1 or 2). If c elements are output before that,
% the cost is c + 1:
% - a = 0 or b = 0: c = 0, cost 1.
% - otherwise min(a, b) <= c <= a + b - 1: the shorter list can be used up first
%   (all its elements are smaller), and at most the last element is left over.
%   ub = a + b, lb = min(a, b) + 1.
% In one formula each: ub = min(a,1)*min(b,1)*(a + b - 1) + 1, lb = min(a, b) + 1.

:- check pred merge(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, min(length(A), 1)*min(length(B), 1)*(length(A) + length(B) - 1) + 1),
       cost(lb, steps, min(length(A), length(B)) + 1)).

merge([], L, L).
merge([X|Xs], [], [X|Xs]).
merge([X|Xs], [Y|Ys], [Z|Zs]) :-
    (   X =< Y
    ->  Z = X, merge(Xs, [Y|Ys], Zs)
    ;   Z = Y, merge([X|Xs], Ys, Zs)
    ).
