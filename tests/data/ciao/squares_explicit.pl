% The sum of the squares of a list, with its assertions in Ciao's
% explicit form (squares_star.pl says the same in the star form).
:- module(squares_explicit, [sum_squares/2], [assertions, nativeprops, regtypes]).

:- entry sum_squares(L, S) : (list(L, int), var(S)).

:- pred sum_squares(L, S) : (list(L, int), var(S)) => (list(L, int), int(S))
    + (not_fails, is_det, cost(ub, steps, 2*length(L)+3), cost(lb, steps, 2*length(L)+3)).
:- pred squares(Xs, Ys) : (list(Xs, int), ground(Xs), var(Ys)) => (list(Xs, int), list(Ys, int))
    + cost(ub, steps, length(Xs)+1).
:- pred total(A1, A2) : (list(A1, int), var(A2)) => (list(A1, int), int(A2)).

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
