% arg/3 with an integer, unbound or invalid position, errors included, and user
% predicates whose clauses commit after a type test of a head argument (a call for
% which the test holds enters such a clause without a choice point).
show(G) :-
    catch(( findall(G, G, L), \+ \+ ( numbervars(L, 0, _), print(L) ) ),
          error(E, _), print(error(E))),
    nl.

det(G) :-
    call_cleanup(G, Det = true),
    ( Det == true -> write(det) ; write(nondet) ), nl.

kind(X, var) :- var(X), !.
kind(X, int) :- integer(X), !.
kind(X, atom) :- atom(X), !.
kind(X, compound) :- compound(X), !.
kind(_, other).

second(_, Y, number) :- number(Y), !.
second(X, _, first_atomic) :- atomic(X), !.
second(_, _, neither).

guarded(X) :- nonvar(X), !, write(bound(X)), nl.
guarded(X) :- write(unbound), nl, X = late.

main :-
    show(arg(1, f(a, b), _)),
    show(arg(2, f(a, b), _)),
    show(arg(3, f(a, b), _)),
    show(arg(0, f(a, b), _)),
    show(arg(-1, f(a, b), _)),
    show(arg(1, [h|t], _)),
    show(arg(2, [h|t], _)),
    show(arg(99999999999999999999, f(a), _)),
    show(arg(1, f(a), b)),
    show(arg(1, f(X0), X0)),
    show(arg(_, f(a, b, a), a)),
    show(arg(_, g(x, y), _)),
    show(arg(_, [h|t], _)),
    show(arg(a, f(a), _)),
    show(arg(1.0, f(a), _)),
    show(arg(1, _, _)),
    show(arg(_, _, _)),
    show(arg(1, atom, _)),
    show(arg(_, atom, _)),
    show(arg(1, 3, _)),
    show(arg(a, atom, _)),
    det(arg(1, f(a), _)),
    det(arg(_, f(a), _)),
    det(arg(_, f(a, b), _)),
    show(kind(_, _)),
    show(kind(3, _)),
    show(kind(foo, _)),
    show(kind(f(x), _)),
    show(kind("text", _)),
    show(kind(3, int)),
    show(kind(3, atom)),
    det(kind(3, _)),
    det(kind(_, _)),
    det(kind(2.5, _)),
    show(second(a, 1, _)),
    show(second(a, b, _)),
    show(second(f(a), b, _)),
    show(second(_, _, _)),
    det(second(a, 1, _)),
    det(second(f(a), b, _)),
    guarded(G1), print(G1), nl,
    guarded(here),
    freeze(F, (write(woken(F)), nl)),
    kind(F, KF), write(KF), nl,
    det(kind(F, _)),
    guarded(F),
    det(between(1, 3, 3)),
    det(between(1, 3, _)),
    det((between(1, 3, X3), X3 >= 3)),
    findall(B, between(1, 3, B), Bs), print(Bs), nl,
    det(findall(B, between(1, 1, B), _)),
    det(between(1, inf, 1)),
    findall(B, ( between(1, inf, B), ( B >= 3 -> ! ; true ) ), Bi), print(Bi), nl,
    show(between(3, 1, _)).
