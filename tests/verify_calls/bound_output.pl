% The output argument must be unbound at every call; one call passes a number.
:- pred half(X, Y) : (int(X), var(Y)).

half(X, Y) :- Y is X // 2.

main :-
    half(10, A),
    half(A, 2),
    write(A), nl.
