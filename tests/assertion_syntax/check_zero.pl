% check/0 is an ordinary predicate: `check :- Body` defines it (SWI-Prolog reads a
% prefix operator followed by an infix operator of higher priority as an atom, and
% check is not an operator outside assertions anyway).
check :- write(check_ran), nl.
true(X) :- X = (test - 1).
main :- check, true(X), write_canonical(X), nl, Y = (pred :- entry), write_canonical(Y), nl.
