% phrase/2,3 called with an unbound body from a module's clause: the body is
% module-qualified by then, and SWI-Prolog raises an instantiation error.
:- module(phrase_in_module, [main/0]).
unbound_body(E) :- catch(phrase(_, [], []), E, true).
unbound_pair(E) :- catch(phrase(L, L), E, true).
qualified(E) :- catch(phrase(phrase_in_module:_, [a], _), E, true).
main :-
    unbound_body(E1), print_kind(E1),
    unbound_pair(E2), print_kind(E2),
    qualified(E3), print_kind(E3),
    phrase(([a], phrase_in_module:rest), [a, b], R), writeln(R).
rest --> [b].
print_kind(error(Formal, _)) :- !, writeln(Formal).
print_kind(Other) :- writeln(Other).
