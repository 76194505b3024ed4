% insertion_sort.pl -- insertion sort.
%
%   isort([], []).
%   isort([X|Xs], S) :- isort(Xs, S0), ins(X, S0, S).
%   ins(X, [], [X]).
%   ins(X, [Y|Ys], [Y|Zs]) :- X > Y, !, ins(X, Ys, Zs).
%   ins(X, Ys, [X|Ys]).
%
% ins(X, L, _) with k = length(L): while X > Y, clause 2 costs 1 step and goes on
% (clause 1's head fails on [Y|Ys]); where X =< Y, clause 2's head unifies (1 step)
% but its test fails and clause 3 unifies (1 step); at the end of the list clause 1
% costs 1 (clauses 2 and 3 are never reached: the first solution is taken).
% Inserting after j elements costs j + 2 if j < k, and k + 1 if j = k, so
% I(k) is between 2 (j = 0, k >= 1; 1 if k = 0) and k + 1 (j = k - 1 or j = k).
% isort on n = length(L) elements: n + 1 isort steps plus insertions into lists of
% length 0, 1, ..., n-1:
%   ub: n + 1 + sum_{k=0..n-1} (k + 1) = n(n+1)/2 + n + 1
%       (every element larger than those after it: reverse-sorted, distinct)
%   lb: n + 1 + 1 + 2(n - 1) = 3n  for n >= 1, and 1 for n = 0: max(3n, 1)
%       (every element =< all those after it: sorted or all-equal lists)

:- check pred isort(A, B) : (list(A, int), var(B))
    + (cost(ub, steps, length(A)*(length(A)+1)/2 + length(A) + 1),
       cost(lb, steps, max(3*length(A), 1))).

isort([], []).
isort([X|Xs], S) :- isort(Xs, S0), ins(X, S0, S).

ins(X, [], [X]).
ins(X, [Y|Ys], [Y|Zs]) :- X > Y, !, ins(X, Ys, Zs).
ins(X, Ys, [X|Ys]).
