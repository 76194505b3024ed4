% Deterministic builtins that fail on some inputs of their callers' calls
% types: claims that the callers never fail, or cost at least what follows the
% builtin, are false (each fails on some input), and never `checked`.
:- pred last_of(L, X) : (list(L, int), var(X)) + not_fails.
:- pred ranks(L, R) : (list(L, int), var(R)) + not_fails.
:- pred has_zero(L) : list(L, int) + not_fails.
:- pred biggest(L, M) : (list(L, int), var(M)) + not_fails.
:- pred first_sorted(L, X) : (list(L, int), var(X)) + not_fails.
:- pred zero_walk(L) : list(L, int) + cost(lb, steps, length(L) + 2).
% Total builtins with fresh outputs: these claims hold and are proved.
:- pred sorted_sum(L, S) : (list(L, int), var(S)) + (not_fails, cost(lb, steps, 1)).
:- pred copied(L, C) : (list(L, int), var(C)) + not_fails.

last_of(L, X) :- reverse(L, [X|_]).
ranks(L, R) :- length(L, N), numlist(1, N, R).
has_zero(L) :- memberchk(0, L).
biggest(L, M) :- max_list(L, M).
first_sorted(L, X) :- msort(L, [X|_]).
zero_walk(L) :- memberchk(0, L), walk(L).
sorted_sum(L, S) :- msort(L, M), sum_list(M, S).
copied(L, C) :- copy_term(L, C).

walk([]).
walk([_|T]) :- walk(T).
