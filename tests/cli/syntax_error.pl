good(1).
bad(X :- .
also_good(2).
bad2( ] ).
main :- good(X), also_good(Y), Z is X + Y, write(Z), nl.
