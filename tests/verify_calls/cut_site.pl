% A clause with a cut: the cut calls nothing, so every call of pos_sum/3 (the
% recursive ones after the cut included) passes a list of numbers, a number and
% an unbound variable, and the calls property is checked.
:- pred pos_sum(L, A, S) : (list(L, num), num(A), var(S)).

pos_sum([], A, A).
pos_sum([X|Xs], A, S) :- X > 0, !, A1 is A + X, pos_sum(Xs, A1, S).
pos_sum([_|Xs], A, S) :- pos_sum(Xs, A, S).

main :-
    pos_sum([1, -2, 3], 0, S),
    write(S), nl.
