% inc/2 is called by maplist/3 with list elements the analysis does not know.
:- calls inc(X, Y) : (num(X), var(Y)).

inc(X, Y) :- Y is X + 1.

main :-
    maplist(inc, [1, 2, 3], L),
    write(L), nl.
