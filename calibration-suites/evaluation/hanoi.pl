% Towers of Hanoi: the 2^N - 1 moves, as a tree of moves (Before, From-To,
% After) in the order they are made (no append: its cost on the moves of the
% subproblems is beyond the analysis's recurrence solver).
:- pred hanoi(N, A, B, C, M) : (nnegint(N), atm(A), atm(B), atm(C), var(M)).

hanoi(0, _, _, _, none) :- !.
hanoi(N, From, To, Via, moves(M1, From-To, M2)) :-
    N1 is N - 1,
    hanoi(N1, From, Via, To, M1),
    hanoi(N1, Via, To, From, M2).
