main :- compute(X), write(X), nl.
compute(X) :- X is foo + 1.
