% selection_sort.pl -- selection sort: take the minimum out, sort the rest.
%
%   ssort([], []).
%   ssort([X|Xs], [M|S]) :- minl(Xs, X, M), del1(M, [X|Xs], R), ssort(R, S).
%   minl([], M, M).
%   minl([Y|Ys], M0, M) :- ( Y < M0 -> minl(Ys, Y, M) ; minl(Ys, M0, M) ).
%   del1(X, [X|T], T) :- !.
%   del1(X, [Y|T], [Y|R]) :- del1(X, T, R).
%
% For a list of length k >= 1: minl scans the k - 1 others: k steps, whatever the
% values. del1 removes the first occurrence of the minimum, at position j
% (1 <= j <= k): the j - 1 elements before it cost 1 step each (clause 1's head
% fails, clause 2 unifies), the element itself 1 (clause 1, cut): j steps.
% So one round costs 1 + k + j, and
%   S(n) = 1 + sum_{k=1..n} (1 + k + j_k),   n = length(L), 1 <= j_k <= k.
%   ub (j_k = k, the minimum is always last: reverse-sorted, distinct):
%       1 + sum (1 + 2k) = n^2 + 2n + 1 = (n + 1)^2
%   lb (j_k = 1, the minimum is always first: sorted or all-equal lists):
%       1 + sum (2 + k) = n(n+1)/2 + 2n + 1

:- check pred ssort(A, B) : (list(A, int), var(B))
    + (cost(ub, steps, (length(A) + 1)**2),
       cost(lb, steps, length(A)*(length(A)+1)/2 + 2*length(A) + 1)).
:- check pred minl(L, M0, M) : (list(L, int), int(M0), var(M))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).

ssort([], []).
ssort([X|Xs], [M|S]) :-
    minl(Xs, X, M),
    del1(M, [X|Xs], R),
    ssort(R, S).

minl([], M, M).
minl([Y|Ys], M0, M) :- ( Y < M0 -> minl(Ys, Y, M) ; minl(Ys, M0, M) ).

del1(X, [X|T], T) :- !.
del1(X, [Y|T], [Y|R]) :- del1(X, T, R).
