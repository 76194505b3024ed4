% Attributed variables: the wakeup of bindings and copy_term/3 (SWI-Prolog).
%
% When a binding of an attributed variable was scheduled (machine/attvar.rs), the
% machine calls '$wakeup'/1 with the list of wake(Attributes, Value) before the
% next goal; each attribute module's attr_unify_hook/2 runs in chain order. The
% coroutining libraries (freeze, dif, when: coroutining.pl) have their hooks here
% too, so that waking them needs no module lookup.

'$wakeup'([]).
'$wakeup'([wake(Atts, Value)|Wakes]) :-
    '$attr_hooks'(Atts, Value),
    '$wakeup'(Wakes).

'$attr_hooks'([], _).
'$attr_hooks'(att(Module, AttVal, More), Value) :-
    '$attr_hook'(Module, AttVal, Value),
    '$attr_hooks'(More, Value).

'$attr_hook'(freeze, Goal, Y) :- !, '$freeze_hook'(Goal, Y).
'$attr_hook'(dif, Nodes, Y) :- !, '$dif_hook'(Nodes, Y).
'$attr_hook'(when, Goals, Y) :- !, '$when_hook'(Goals, Y).
'$attr_hook'(clpfd, Fd, Y) :- !, '$fd_unify_hook'(Fd, Y).
'$attr_hook'(Module, AttVal, Value) :-
    call(Module:attr_unify_hook(AttVal, Value)).

% copy_term(+Term, -Copy, -Gs): Copy is a copy of Term without attributes, Gs the
% goals (attribute_goals//1 of each module, else put_attr/3) that restore them.
copy_term(Term, Copy, Gs) :-
    term_attvars(Term, AttVars),
    (   AttVars == []
    ->  Gs = [],
        copy_term(Term, Copy)
    ;   '$attvars_goals'(AttVars, Gs0),
        '$dedup_goals'(Gs0, Gs1),
        findall(Term-Gs1, '$del_attrs_all'(AttVars), [Copy-Gs])
    ).

'$attvars_goals'([], []).
'$attvars_goals'([V|Vs], Gs) :-
    get_attrs(V, Atts),
    '$attrs_goals'(Atts, V, Gs, Gs1),
    '$attvars_goals'(Vs, Gs1).

'$attrs_goals'([], _, Gs, Gs).
'$attrs_goals'(att(Module, Value, More), V, Gs, Gs0) :-
    (   '$attribute_goals'(Module, V, Value, Gs, Gs1)
    ->  true
    ;   Gs = [put_attr(V, Module, Value)|Gs1]
    ),
    '$attrs_goals'(More, V, Gs1, Gs0).

'$attribute_goals'(freeze, V, Goal, Gs, Gs0) :- !, '$freeze_goals'(Goal, V, Gs, Gs0).
'$attribute_goals'(dif, _, Nodes, Gs, Gs0) :- !, '$dif_goals'(Nodes, Gs, Gs0).
'$attribute_goals'(when, _, Goals, Gs, Gs0) :- !, '$when_goals'(Goals, Gs, Gs0).
'$attribute_goals'(clpfd, V, Fd, Gs, Gs0) :- !, '$fd_goals'(V, Fd, Gs, Gs0).
'$attribute_goals'(Module, V, _, Gs, Gs0) :-
    catch(Module:attribute_goals(V, Gs, Gs0), error(existence_error(_, _), _), fail).

'$dedup_goals'([], []).
'$dedup_goals'([G|Gs], [G|Out]) :-
    '$drop_identical'(Gs, G, Gs1),
    '$dedup_goals'(Gs1, Out).

'$drop_identical'([], _, []).
'$drop_identical'([G|Gs], X, Out) :-
    (   G == X
    ->  Out = Out1
    ;   Out = [G|Out1]
    ),
    '$drop_identical'(Gs, X, Out1).

'$del_attrs_all'([]).
'$del_attrs_all'([V|Vs]) :-
    del_attrs(V),
    '$del_attrs_all'(Vs).
