% An uncaught error in the goal: the exit code says so.
main :- write(before), nl, X is foo + 1, write(X), nl.
