% queens.pl (second set) -- every solution of 8 queens by generating the
% permutations of the columns and testing the diagonals; twice.

main :-
    bench.

bench :-
    findall(S, solution(8, S), All),
    length(All, 92),
    findall(S, solution(8, S), Again),
    length(Again, 92).

solution(N, Qs) :-
    columns(N, Cs),
    arrange(Cs, Qs),
    peaceful(Qs).

columns(0, []) :- !.
columns(N, [N|Cs]) :-
    N1 is N - 1,
    columns(N1, Cs).

arrange([], []).
arrange(Cs, [Q|Qs]) :-
    pick(Cs, Q, Rest),
    arrange(Rest, Qs).

pick([C|Cs], C, Cs).
pick([C|Cs], Q, [C|Rest]) :-
    pick(Cs, Q, Rest).

peaceful([]).
peaceful([Q|Qs]) :-
    free_diagonals(Qs, Q, 1),
    peaceful(Qs).

free_diagonals([], _, _).
free_diagonals([Q1|Qs], Q, Gap) :-
    abs(Q - Q1) =\= Gap,
    Gap1 is Gap + 1,
    free_diagonals(Qs, Q, Gap1).
