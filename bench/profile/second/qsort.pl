% qsort.pl (second set) -- quicksort with a split into smaller and larger
% elements and concatenation, of 3000 pseudo-random integers (a
% multiplicative generator); 8 rounds.

main :-
    bench(8).

bench(0) :- !.
bench(K) :-
    numbers(3000, 7, Xs),
    quick(Xs, Ys),
    ordered(Ys),
    K1 is K - 1,
    bench(K1).

numbers(0, _, []) :- !.
numbers(N, S, [X|Xs]) :-
    S1 is (S * 16807) mod 2147483647,
    X is S1 mod 50000,
    N1 is N - 1,
    numbers(N1, S1, Xs).

quick([], []).
quick([P|Xs], Ys) :-
    split(Xs, P, Small, Large),
    quick(Small, Ys1),
    quick(Large, Ys2),
    join(Ys1, [P|Ys2], Ys).

split([], _, [], []).
split([X|Xs], P, S, L) :-
    (   X < P
    ->  S = [X|S1], split(Xs, P, S1, L)
    ;   L = [X|L1], split(Xs, P, S, L1)
    ).

join([], Ys, Ys).
join([X|Xs], Ys, [X|Zs]) :-
    join(Xs, Ys, Zs).

ordered([_]) :- !.
ordered([]).
ordered([X, Y|Zs]) :-
    X =< Y,
    ordered([Y|Zs]).
