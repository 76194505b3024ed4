% A module's dynamic predicate: changed from inside the module, read and changed from
% user with a module qualification; user's own predicate of the same name is apart.
:- use_module(modules/counter).
:- dynamic count/1.
count(user_count).
main :-
    next(A), next(B), write(A-B), nl,
    counter:count(C), write(C), nl,
    count(U), write(U), nl,
    ( predicate_property(counter:count(_), dynamic) -> write(dynamic) ; write(static) ), nl,
    retract(counter:count(_)), assertz(counter:count(10)),
    next(D), write(D), nl,
    reset, next(E), write(E), nl,
    findall(X, clause(counter:count(X), true), L), write(L), nl.
