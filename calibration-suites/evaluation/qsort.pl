% Quicksort on a sorted list: its worst case, n^2 + 3n + 1 steps (every
% partition puts all the elements on one side).
:- pred qsort(A, B) : (list(A, int), var(B)).

qsort([], []).
qsort([X|L], R) :-
    partition(L, X, L1, L2),
    qsort(L2, R2),
    qsort(L1, R1),
    app(R1, [X|R2], R).

partition([], _, [], []).
partition([E|R], C, [E|Left1], Right) :-
    E < C, !,
    partition(R, C, Left1, Right).
partition([E|R], C, Left, [E|Right1]) :-
    E >= C,
    partition(R, C, Left, Right1).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
