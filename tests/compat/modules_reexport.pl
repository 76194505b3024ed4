% reexport/1 passes a module's exports on; use_module/2 imports only what it lists.
:- use_module(modules/facade).
:- use_module(modules/partial).
main :-
    twice_inc(1, A), inc(A, B), dec(B, C), write([A,B,C]), nl,
    only_dec(5, D), write(D), nl,
    catch(partial:uses_inc(1, _), error(E, _), (write(E), nl)),
    ( current_predicate(partial:uses_inc/2) -> write(yes) ; write(no) ), nl.
