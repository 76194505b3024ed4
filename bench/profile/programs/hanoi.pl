% hanoi.pl -- towers of Hanoi with 17 disks, building the list of
% 2^17 - 1 moves with append/3.

main :-
    once(hanoi(17, left, right, middle, _)).

hanoi(0, _, _, _, []) :- !.
hanoi(N, From, To, Via, Moves) :-
    N1 is N - 1,
    hanoi(N1, From, Via, To, M1),
    hanoi(N1, Via, To, From, M2),
    app(M1, [move(From, To)|M2], Moves).

app([], L, L).
app([H|T], L, [H|R]) :-
    app(T, L, R).
