% varnumbers.pl: SWI-Prolog's library(varnumbers), the inverse of numbervars/3:
% '$VAR'(N) terms turned back into variables (the same N, the same variable).

numbervars(Term) :- numbervars(Term, 0, _).

varnumbers(Term, Copy) :- varnumbers(Term, 0, Copy).

% varnumbers(+Term, +Start, -Copy): Copy is Term with each '$VAR'(N), N an
% integer >= Start, replaced by a fresh variable.
varnumbers(Term, Start, Copy) :-
    '$varnumbers'(Term, Start, [], _, Copy).

'$varnumbers'(T, _, Map, Map, T) :- var(T), !.
'$varnumbers'('$VAR'(N), Start, Map0, Map, V) :-
    integer(N),
    N >= Start,
    !,
    (   memberchk(N-V0, Map0) -> V = V0, Map = Map0 ; Map = [N-V|Map0]   ).
'$varnumbers'(T, Start, Map0, Map, C) :-
    compound(T),
    !,
    T =.. [F|Args],
    '$varnumbers_args'(Args, Start, Map0, Map, CArgs),
    C =.. [F|CArgs].
'$varnumbers'(T, _, Map, Map, T).

'$varnumbers_args'([], _, Map, Map, []).
'$varnumbers_args'([A|As], Start, Map0, Map, [C|Cs]) :-
    '$varnumbers'(A, Start, Map0, Map1, C),
    '$varnumbers_args'(As, Start, Map1, Map, Cs).

% max_var_number(+Term, +Start, -Max): the largest N of a '$VAR'(N) in Term,
% Start if none is larger.
max_var_number(Term, Start, Max) :-
    '$varnumbers_max'(Term, Start, Max).

'$varnumbers_max'(T, M, M) :- var(T), !.
'$varnumbers_max'('$VAR'(N), M0, M) :- integer(N), !, M is max(M0, N).
'$varnumbers_max'(T, M0, M) :-
    compound(T),
    !,
    T =.. [_|Args],
    foldl('$varnumbers_max', Args, M0, M).
'$varnumbers_max'(_, M, M).

% varnumbers_names(+Term, -Copy, -Bindings): '$VAR'(Name), Name an atom, replaced
% by variables, with Name = Var bindings in order of first occurrence.
varnumbers_names(Term, Copy, Bindings) :-
    '$varnumbers_names'(Term, [], Map, Copy),
    reverse(Map, Bindings).

'$varnumbers_names'(T, Map, Map, T) :- var(T), !.
'$varnumbers_names'('$VAR'(Name), Map0, Map, V) :-
    atom(Name),
    !,
    (   memberchk(Name=V0, Map0) -> V = V0, Map = Map0 ; Map = [Name=V|Map0]   ).
'$varnumbers_names'(T, Map0, Map, C) :-
    compound(T),
    !,
    T =.. [F|Args],
    '$varnumbers_names_args'(Args, Map0, Map, CArgs),
    C =.. [F|CArgs].
'$varnumbers_names'(T, Map, Map, T).

'$varnumbers_names_args'([], Map, Map, []).
'$varnumbers_names_args'([A|As], Map0, Map, [C|Cs]) :-
    '$varnumbers_names'(A, Map0, Map1, C),
    '$varnumbers_names_args'(As, Map1, Map, Cs).
