% Modules over several files: export lists, imports (all or some), module-local
% predicates with the same name in two modules, qualified calls, maplist over an
% imported predicate, dynamic predicates local to a module.
:- use_module(modules/shapes).
:- use_module(modules/util, [double/2]).
:- use_module(library(lists)).

helper(X) :- X = user_helper.

main :-
    area(square(3), A), write(A), nl,
    double(4, D), write(D), nl,
    helper(H), write(H), nl,
    shapes:helper(H2), write(H2), nl,
    catch(triple(1, _), E, (print_message(silent, E), E = error(Err, _), write(Err), nl)),
    maplist(double, [1,2], L), write(L), nl,
    count_shapes(N), write(N), nl,
    shapes:describe(circle(1), S), write(S), nl.
