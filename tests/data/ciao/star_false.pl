% False assertions written in the star form: each must be reported false.
:- module(star_false, [len/2, countdown/1], [assertions, nativeprops]).

:- pred len(L, N) : list * var + cost(ub, steps, length(L)).
:- pred countdown/1 : nnegint + cost(ub, steps, 1).

len([], 0).
len([_|T], N) :-
    len(T, M),
    N is M+1.

countdown(0).
countdown(N) :-
    N > 0,
    M is N-1,
    countdown(M).
