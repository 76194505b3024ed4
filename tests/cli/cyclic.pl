% Unification without occurs check makes a cyclic term; printing it must end.
main :- X = f(X), write(done), nl.
show :- X = f(X), write(X), nl.
copy :- X = f(X), copy_term(X, _).
collect :- findall(X, X = f(X), _).
