% A predicate with many arguments: many/16 (eight constants, eight variables in
% the head) called with sixteen bound arguments: nargs 16, giunif 8, viunif 8.

many_bench(0) :- !.
many_bench(K) :-
    many(a, 2, c, 4, e, 6, g, 8, i, 10, k, 12, m, 14, o, 16),
    K1 is K - 1,
    many_bench(K1).

many(a, _, c, _, e, _, g, _, i, _, k, _, m, _, o, _).
