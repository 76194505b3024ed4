% test/1 is defined after the first directive: the directive still runs as a goal
% (and, as in SWI-Prolog, finds no test/1 yet); the second one finds it.
:- dynamic logged/1.
:- test(early).
test(X) :- assertz(logged(X)).
:- test(late).
main :- forall(logged(X), (write(X), nl)).
