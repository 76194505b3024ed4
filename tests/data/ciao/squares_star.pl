% The sum of the squares of a list, with its assertions in Ciao's
% argument-wise star form (squares_explicit.pl says the same explicitly).
:- module(squares_star, [sum_squares/2], [assertions, nativeprops, regtypes]).

:- entry sum_squares(L, S) : list(int) * var.

:- pred sum_squares(L, S) : list(int) * var => list(int) * int
    + (not_fails, is_det, cost(ub, steps, 2*length(L)+3), cost(lb, steps, 2*length(L)+3)).
:- pred squares(Xs, Ys) : {list(int), ground} * var => list(int) * list(int)
    + cost(ub, steps, length(Xs)+1).
:- pred total/2 : list(int) * var => list(int) * int.

sum_squares(L, S) :-
    squares(L, Q),
    total(Q, S).

squares([], []).
squares([X|Xs], [Y|Ys]) :-
    Y is X*X,
    squares(Xs, Ys).

total([], 0).
total([X|Xs], S) :-
    total(Xs, S0),
    S is S0+X.
