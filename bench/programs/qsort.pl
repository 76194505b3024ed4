% qsort: partition-based quicksort of 2,500 pseudo-random integers.
% The integers come from a linear congruential generator written in Prolog
% (x' = (1103515245*x + 12345) mod 2^31), reduced to 0..99999.

bench :-
    lcg_list(2500, 42, L),
    qs_repeat(100, L).

qs_repeat(0, _) :- !.
qs_repeat(N, L) :-
    quick_sort(L, S),
    S = [_|_],
    N1 is N - 1,
    qs_repeat(N1, L).

lcg_list(0, _, []) :- !.
lcg_list(N, Seed, [X|Xs]) :-
    Seed1 is (1103515245 * Seed + 12345) mod 2147483648,
    X is Seed1 // 65536 mod 100000,
    N1 is N - 1,
    lcg_list(N1, Seed1, Xs).

% quick_sort(+List, -Sorted): difference-list quicksort.
quick_sort(L, S) :-
    qs(L, S, []).

qs([], S, S).
qs([P|Xs], S, S0) :-
    qs_partition(Xs, P, Small, Large),
    qs(Small, S, [P|S1]),
    qs(Large, S1, S0).

qs_partition([], _, [], []).
qs_partition([X|Xs], P, [X|Ss], Ls) :-
    X =< P, !,
    qs_partition(Xs, P, Ss, Ls).
qs_partition([X|Xs], P, Ss, [X|Ls]) :-
    qs_partition(Xs, P, Ss, Ls).
