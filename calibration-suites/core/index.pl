% First-argument indexing: ix/2 has sixteen clauses keyed by an atom; each call
% with a bound key selects its clause without trying the others and leaves no
% choice point. Per call: 1 step, nargs 2, giunif 1, gounif 1.

ix_bench(0) :- !.
ix_bench(K) :-
    ix(k1, A),
    ix(k7, B),
    ix(k12, C),
    ix(k16, D),
    A < B,
    C < D,
    K1 is K - 1,
    ix_bench(K1).

ix(k1, 1).
ix(k2, 2).
ix(k3, 3).
ix(k4, 4).
ix(k5, 5).
ix(k6, 6).
ix(k7, 7).
ix(k8, 8).
ix(k9, 9).
ix(k10, 10).
ix(k11, 11).
ix(k12, 12).
ix(k13, 13).
ix(k14, 14).
ix(k15, 15).
ix(k16, 16).
