% option.pl: library(option) as in SWI-Prolog: option lists holding Name(Value) or
% Name = Value terms. The first option with the name counts (Name(Value) forms
% before Name = Value ones); a value that does not unify with it fails.

option(Opt, Options) :-
    '$option_name'(Opt, Name, V),
    '$option_find'(Options, Name, V0), !,
    V = V0.
option(Opt, Options, Default) :-
    '$option_name'(Opt, Name, V),
    (   '$option_find'(Options, Name, V0) -> V = V0
    ;   V = Default
    ).
select_option(Opt, Options, Rest) :-
    '$option_name'(Opt, Name, V),
    '$option_select'(Options, Name, V0, Rest0), !,
    V = V0, Rest = Rest0.
select_option(Opt, Options, Rest, Default) :-
    '$option_name'(Opt, Name, V),
    (   '$option_select'(Options, Name, V0, Rest0) -> V = V0, Rest = Rest0
    ;   V = Default, Rest = Options
    ).
merge_options([], Old, Merged) :- !, '$option_canonical'(Old, Merged).
merge_options(New, [], Merged) :- !, '$option_canonical'(New, Merged).
merge_options(New, Old, Merged) :-
    '$option_canonical'(New, NC), sort(NC, NS),
    '$option_canonical'(Old, OC), sort(OC, OS),
    '$option_drop_named'(OS, NS, OKept),
    '$append'(NS, OKept, M0),
    msort(M0, Merged).

'$option_name'(Opt, _, _) :- var(Opt), !, throw(error(instantiation_error, _)).
'$option_name'(Opt, Name, V) :- compound(Opt), Opt =.. [Name, V], !.
'$option_name'(Opt, _, _) :- throw(error(type_error(option, Opt), _)).

'$option_find'(Options, Name, V) :-
    Gen =.. [Name, V0],
    (   '$option_memberchk'(Gen, Options) -> V = V0
    ;   '$option_memberchk'(Name = V1, Options) -> V = V1
    ).
'$option_select'(Options, Name, V, Rest) :-
    Gen =.. [Name, V0],
    (   '$option_selectchk'(Gen, Options, Rest0) -> V = V0
    ;   '$option_selectchk'(Name = V1, Options, Rest0) -> V = V1
    ),
    Rest = Rest0.

'$option_canonical'([], []).
'$option_canonical'([O|Os], [C|Cs]) :-
    ( nonvar(O), O = (N = V) -> C =.. [N, V] ; C = O ),
    '$option_canonical'(Os, Cs).
'$option_drop_named'([], _, []).
'$option_drop_named'([O|Os], New, Kept) :-
    functor(O, N, A),
    ( functor(P, N, A), '$option_memberchk'(P, New) -> Kept = Kept1 ; Kept = [O|Kept1] ),
    '$option_drop_named'(Os, New, Kept1).
'$option_memberchk'(X, L) :- '$member'(X, L), !.
'$option_selectchk'(X, [X|T], T) :- !.
'$option_selectchk'(X, [H|T], [H|R]) :- '$option_selectchk'(X, T, R).
