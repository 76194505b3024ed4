% apply_walks.pl -- library(apply) walks whose closures are program
% predicates, with arguments of their own and over two lists.
%
% maplist/N, include/3 and exclude/3 are library code: no steps of their own
% (ARCHITECTURE.md, "Counting in library code"); each call of the closure's
% predicate costs its clause's step. With n = length(L):
%
%   scale(K, L, R) :- maplist(mul(K), L, R).      mul/3 once per element: n + 1
%   positives(L, P) :- include(pos, L, P).        pos/1 once per element: n + 1
%   negatives(L, N) :- exclude(pos, L, N).        the same: n + 1
%   sums(A, B, C) :- maplist(add, A, B, C).       add/3 once per pair, until the
%       shorter list ends (then the call fails): min(length(A), length(B)) + 1
%
% pos/1's head unifies whatever the element (its test then may fail), so every
% bound is exact from above and from below.

:- check pred scale(K, L, R) : (int(K), list(L, int), var(R))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred positives(L, P) : (list(L, int), var(P))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred negatives(L, N) : (list(L, int), var(N))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred sums(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, min(length(A), length(B)) + 1),
       cost(lb, steps, min(length(A), length(B)) + 1)).

scale(K, L, R) :- maplist(mul(K), L, R).
positives(L, P) :- include(pos, L, P).
negatives(L, N) :- exclude(pos, L, N).
sums(A, B, C) :- maplist(add, A, B, C).

mul(K, X, Y) :- Y is K * X.
pos(X) :- X > 0.
add(X, Y, Z) :- Z is X + Y.
