% inc/2 is called directly with a number, and through call/1 with a goal built
% at run time: the analysis cannot see that call's arguments, so the calls
% property is not checked statically (though every call is in fact fine).
:- calls inc(X, Y) : (num(X), var(Y)).

inc(X, Y) :- Y is X + 1.

main :-
    inc(1, A),
    G = inc(A, B),
    call(G),
    write(B), nl.
