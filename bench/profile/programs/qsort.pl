% qsort.pl -- textbook quicksort (qsort/2 with partition/4 and append/3)
% of a list of 2500 pseudo-random integers made by a linear congruential
% generator; sorted 10 times (scaled up from one run to be timeable).

main :-
    rounds(10).

rounds(0) :- !.
rounds(N) :-
    once(qsort_bench),
    N1 is N - 1,
    rounds(N1).

qsort_bench :-
    random_list(2500, 42, L),
    qsort(L, S),
    sorted(S).

% random_list(+N, +Seed, -List)
random_list(0, _, []) :- !.
random_list(N, X, [Y|Ys]) :-
    X1 is (X * 1103515245 + 12345) mod 2147483648,
    Y is X1 // 65536 mod 100000,
    N1 is N - 1,
    random_list(N1, X1, Ys).

qsort([], []).
qsort([X|L], R) :-
    partition(L, X, L1, L2),
    qsort(L1, R1),
    qsort(L2, R2),
    append(R1, [X|R2], R).

partition([], _, [], []).
partition([Y|L], X, [Y|L1], L2) :-
    Y =< X, !,
    partition(L, X, L1, L2).
partition([Y|L], X, L1, [Y|L2]) :-
    partition(L, X, L1, L2).

append([], L, L).
append([H|T], L, [H|R]) :-
    append(T, L, R).

sorted([]).
sorted([_]) :- !.
sorted([X, Y|T]) :-
    X =< Y,
    sorted([Y|T]).
