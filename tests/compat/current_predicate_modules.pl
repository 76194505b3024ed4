% current_predicate/1, predicate_property/2 and strip_module/3 in a module: a
% name and arity resolve as a call from the module would (its own predicates,
% user's, the system's), enumeration lists the module's own predicates, and an
% unqualified argument means the calling module.
:- module(current_predicate_modules, [main/0]).
:- dynamic counter/1.

local(1).
counter(0).

t(G) :- ( G -> R = yes ; R = no ), \+ \+ ( numbervars(G, 0, _), print(R:G) ), nl.

main :-
    assertz(user:from_user(1)),
    t(current_predicate(local/1)),
    t(current_predicate(user:local/1)),
    t(current_predicate(current_predicate_modules:local/1)),
    t(current_predicate(from_user/1)),
    t(current_predicate(user:from_user/1)),
    t(current_predicate(atom_length/2)),
    t(current_predicate(no_such/3)),
    findall(A, current_predicate(counter/A), L), write(L), nl,
    t(predicate_property(counter(_), dynamic)),
    t(predicate_property(user:counter(_), dynamic)),
    strip_module(foo(x), M, P), write(M-P), nl,
    strip_module(user:foo(x), M2, P2), write(M2-P2), nl.
