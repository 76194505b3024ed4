% hanoi: towers of Hanoi with 20 discs (1,048,575 moves), counting moves,
% solved twice.

bench :-
    hanoi_repeat(2).

hanoi_repeat(0) :- !.
hanoi_repeat(N) :-
    hanoi(20, left, middle, right, 0, Moves),
    Moves =:= 1048575,
    N1 is N - 1,
    hanoi_repeat(N1).

% hanoi(+N, +From, +Via, +To, +Moves0, -Moves)
hanoi(0, _, _, _, M, M) :- !.
hanoi(N, From, Via, To, M0, M) :-
    N1 is N - 1,
    hanoi(N1, From, To, Via, M0, M1),
    hanoi_move(From, To, M1, M2),
    hanoi(N1, Via, From, To, M2, M).

hanoi_move(_From, _To, M0, M) :-
    M is M0 + 1.
