% Verdict cross-check program: predicates over a module loaded from another file.
:- use_module(list_utils).

stats(L, S) :- sum_squares(L, Q), count_pos(L, P), S = Q-P.

prefix_sum(N, L, S) :- take(N, L, P), sum_list(P, S).

even_count(L, N) :- evens(L, E), length(E, N).
