:- dynamic counter/1.
:- unknown_directive_here(1).
:- op(700, xfx, ===>).
:- pred foo(A) : int(A) + cost(ub, steps, 1).
counter(0).
rule(a ===> b).
main :- rule(X ===> Y), write(X-Y), nl, retract(counter(C)), C1 is C + 1, assertz(counter(C1)), counter(V), write(V), nl.
