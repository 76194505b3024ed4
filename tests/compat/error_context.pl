% The predicate an error's context names: system predicates as system:Name/Arity
% (the engine's internal helpers as the predicate the program called), and
% library predicates defined in Prolog with no context.
g(1) :- atom_length(1, a).
g(2) :- arg(x, f(a), _).
g(3) :- atom_codes(_, _).
g(4) :- X is foo + 1, write(X).
g(5) :- nth0(a, [1], _).
g(6) :- msort(a, _).
g(7) :- functor(_, _, _).
g(8) :- between(a, 2, _).
g(9) :- atom_concat(_, _, _).
g(10) :- sub_atom(_, _, _, _, _).
g(11) :- atom_length(abc, foo).

culprit(error(F, C), F-P) :- ( nonvar(C), C = context(P, _) -> true ; P = none ).

main :-
    forall(between(1, 11, I),
           ( catch(g(I), E, true),
             culprit(E, Shown),
             print(I-Shown), nl )).
