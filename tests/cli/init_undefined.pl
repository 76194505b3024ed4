% The initialization goal calls a predicate the file does not define (a typo).
:- initialization(mian).
main :- write(hello), nl.
:- X is 1/0, write(X).
