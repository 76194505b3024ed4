% queens: all 92 solutions of the 8-queens problem, repeated.
% Generate a permutation of the columns and test the diagonals incrementally.

bench :-
    queens_repeat(100).

queens_repeat(0) :- !.
queens_repeat(N) :-
    findall(Qs, queens(8, Qs), Sols),
    queens_count(Sols, 0, C),
    C =:= 92,
    N1 is N - 1,
    queens_repeat(N1).

queens(N, Qs) :-
    queens_range(1, N, Ns),
    queens_place(Ns, [], Qs).

queens_place([], Qs, Qs).
queens_place(Unplaced, Safe, Qs) :-
    queens_select(Q, Unplaced, Rest),
    queens_no_attack(Q, Safe, 1),
    queens_place(Rest, [Q|Safe], Qs).

queens_no_attack(_, [], _).
queens_no_attack(Q, [Q1|Qs], D) :-
    Q =\= Q1 + D,
    Q =\= Q1 - D,
    D1 is D + 1,
    queens_no_attack(Q, Qs, D1).

queens_select(X, [X|Xs], Xs).
queens_select(X, [Y|Ys], [Y|Zs]) :-
    queens_select(X, Ys, Zs).

queens_range(I, N, []) :- I > N, !.
queens_range(I, N, [I|T]) :-
    I1 is I + 1,
    queens_range(I1, N, T).

queens_count([], C, C).
queens_count([_|T], C0, C) :-
    C1 is C0 + 1,
    queens_count(T, C1, C).
