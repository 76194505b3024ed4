% counters.pl: named counters kept in global variables: flag/3 (SWI-Prolog's
% builtin) and library(gensym).

% flag(+Key, -Old, +New): Old is Key's value (0 at first), then Key gets New,
% evaluated unless it is an atom. Keys are atoms or integers.
flag(Key, Old, New) :-
    '$counter_key'(flag, Key, G),
    ( nb_current(G, V0) -> true ; V0 = 0 ),
    Old = V0,
    ( atom(New) -> V = New ; V is New ),
    nb_setval(G, V).

% gensym(+Base, -Unique): Base followed by the next number for Base (a1, a2, ...).
gensym(Base, Unique) :-
    '$counter_key'(gensym, Base, G),
    ( nb_current(G, N0) -> true ; N0 = 0, '$gensym_remember'(G) ),
    N is N0+1,
    nb_setval(G, N),
    atomic_list_concat([Base, N], Unique).
reset_gensym(Base) :-
    '$counter_key'(gensym, Base, G),
    ( nb_current(G, _) -> nb_setval(G, 0) ; true ).
reset_gensym :-
    ( nb_current('$gensym_keys', Keys) -> true ; Keys = [] ),
    '$gensym_reset_all'(Keys).
'$gensym_reset_all'([]).
'$gensym_reset_all'([G|Gs]) :- nb_setval(G, 0), '$gensym_reset_all'(Gs).
'$gensym_remember'(G) :-
    ( nb_current('$gensym_keys', Keys) -> true ; Keys = [] ),
    nb_setval('$gensym_keys', [G|Keys]).

% The global variable that holds counter Key of a kind.
'$counter_key'(_, Key, _) :- var(Key), !, throw(error(instantiation_error, _)).
'$counter_key'(Kind, Key, G) :-
    (   atomic(Key) -> true
    ;   throw(error(type_error(key, Key), _))
    ),
    atomic_list_concat(['$', Kind, ' ', Key], G).
