% bubble_sort.pl -- bubble sort: passes that swap adjacent pairs, repeated until
% a pass makes no swap.
%
%   bsort(L, S) :- pass(L, L1, F), ( F =:= 1 -> bsort(L1, S) ; S = L1 ).
%   pass([], [], 0).
%   pass([X], [X], 0).
%   pass([X,Y|T], [X|R], F) :- X =< Y, !, pass([Y|T], R, F).
%   pass([X,Y|T], [Y|R], 1) :- pass([X|T], R, _).
%
% A pass over m >= 1 elements: each ordered pair costs 1 (clause 3; the heads of
% clauses 1 and 2 fail on [X,Y|T]), each swapped pair 2 (clause 3's head unifies
% and its test fails, then clause 4), and the last element 1 (clause 2). With s
% swaps: m + s steps. pass([]) costs 1. The flag F is 1 iff the pass swapped.
% n = length(L) >= 1, P passes (the last one makes no swap), I = total number of
% swaps = number of inversions of L:
%   S = P (bsort steps) + P*n + I
% P <= n (an element moves left at most one place per pass, so at most n - 1
% passes swap) and I <= n(n-1)/2, both reached on reverse-sorted distinct lists:
%   ub = n + n^2 + n(n-1)/2 = (3n^2 + n)/2
% Sorted (or all-equal) lists: P = 1, I = 0:
%   lb = 1 + n
% n = 0: bsort([]) costs 2 (bsort, pass([])); max(_, 2) covers it (n = 1 gives 2
% in both formulas as well).

:- check pred bsort(A, B) : (list(A, int), var(B))
    + (cost(ub, steps, max((3*length(A)**2 + length(A))/2, 2)),
       cost(lb, steps, max(length(A) + 1, 2))).

bsort(L, S) :-
    pass(L, L1, F),
    (   F =:= 1
    ->  bsort(L1, S)
    ;   S = L1
    ).

pass([], [], 0).
pass([X], [X], 0).
pass([X,Y|T], [X|R], F) :- X =< Y, !, pass([Y|T], R, F).
pass([X,Y|T], [Y|R], 1) :- pass([X|T], R, _).
