% After the SWI-Prolog benchmark poly_10 (raising a polynomial to a power), our
% own version: the coefficients of (1 + x)^N modulo 1000003, each power built
% from the previous one as a new list (x P + P).
:- pred pow1x(N, P) : (nnegint(N), var(P)).

pow1x(0, [1]) :- !.
pow1x(N, P) :-
    N1 is N - 1,
    pow1x(N1, P0),
    addl([0|P0], P0, P).

addl([], Ys, Ys).
addl([X|Xs], [], [X|Xs]).
addl([X|Xs], [Y|Ys], [Z|Zs]) :-
    Z is (X + Y) mod 1000003,
    addl(Xs, Ys, Zs).
