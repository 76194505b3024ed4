% mem.pl (second set) -- memory use: a list of 12000 integers counted down,
% copied twice, every element incremented; 20 rounds.

main :-
    bench(20).

bench(0) :- !.
bench(K) :-
    task,
    K1 is K - 1,
    bench(K1).

task :-
    down_from(12000, L),
    dup(L, L1),
    dup(L1, L2),
    incr_all(L2, L3),
    L3 = [12001|_].

down_from(0, []) :- !.
down_from(N, [N|T]) :-
    N1 is N - 1,
    down_from(N1, T).

dup([], []).
dup([X|Xs], [X|Ys]) :-
    dup(Xs, Ys).

incr_all([], []).
incr_all([X|Xs], [Y|Ys]) :-
    Y is X + 1,
    incr_all(Xs, Ys).
