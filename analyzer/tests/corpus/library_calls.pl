% library_calls.pl -- calls of library predicates that run no user code: they
% cost no resolution steps (ARCHITECTURE.md, "Counting in library code"), like
% builtins, whatever their input.
%
%   sorted_sum(L, S) :- msort(L, M), sum_list(M, S).       1 step
%   doubled(L, R)    :- append(L, L, R).                   1 step
%   last_of(L, X)    :- reverse(L, [X|_]).                 1 step (fails on [])
%   pick(L, I, X)    :- length(L, N), I =< N, nth1(I, L, X).   1 step
%   ranks(L, R)      :- length(L, N), numlist(1, N, R).    1 step (numlist(1, 0, _)
%                                                          fails: still 1 step)

:- check pred sorted_sum(L, S) : (list(L, int), var(S))
    + (cost(ub, steps, 1), cost(lb, steps, 1)).
:- check pred doubled(L, R) : (list(L, int), var(R))
    + (cost(ub, steps, 1), cost(lb, steps, 1)).
:- check pred last_of(L, X) : (list(L, int), var(X))
    + (cost(ub, steps, 1), cost(lb, steps, 1)).
:- check pred pick(L, I, X) : (list(L, int), nnegint(I), var(X))
    + (cost(ub, steps, 1), cost(lb, steps, 1)).
:- check pred ranks(L, R) : (list(L, int), var(R))
    + (cost(ub, steps, 1), cost(lb, steps, 1)).

sorted_sum(L, S) :- msort(L, M), sum_list(M, S).
doubled(L, R) :- append(L, L, R).
last_of(L, X) :- reverse(L, [X|_]).
pick(L, I, X) :- length(L, N), I =< N, nth1(I, L, X).
ranks(L, R) :- length(L, N), numlist(1, N, R).
