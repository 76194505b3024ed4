% Star forms whose number of factors is not the arity: errors with the span.
:- module(star_arity, [zip/3], [assertions]).

:- entry zip(A, B, C) : list * list.
:- pred zip/3 : list * list * var * var.

zip([], [], []).
zip([X|Xs], [Y|Ys], [X-Y|Zs]) :-
    zip(Xs, Ys, Zs).
