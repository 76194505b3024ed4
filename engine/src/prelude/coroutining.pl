% Coroutining on attributed variables, as SWI-Prolog 9: freeze/2, frozen/2,
% dif/2, when/2 and ?=/2. Their attr_unify_hook/2 and attribute_goals//1 are
% '$freeze_hook'/2, '$dif_hook'/2, '$when_hook'/2 and the '$..._goals'/3 here,
% dispatched from attvar.pl.
%
% Attributes: freeze holds the goal (conjunctions as '$and'(G1, G2)); dif holds
% a list of node(Dead, Vs, Ts), one per pending dif/2 whose unifier is
% Vs = Ts; when holds a list of trigger(Dead, Condition, Goal). Dead is bound
% (backtrackably) once the node or trigger was re-evaluated, so copies left on
% other variables are skipped.

freeze(Var, Goal) :-
    '$coro_qualify'(Goal, QGoal),
    (   var(Var)
    ->  (   get_attr(Var, freeze, G0)
        ->  put_attr(Var, freeze, '$and'(G0, QGoal))
        ;   put_attr(Var, freeze, QGoal)
        )
    ;   call(QGoal)
    ).

'$coro_qualify'(Goal, Goal) :-
    nonvar(Goal),
    Goal = _:_,
    !.
'$coro_qualify'(Goal, user:Goal).

'$freeze_hook'(Goal, Y) :-
    (   attvar(Y)
    ->  (   get_attr(Y, freeze, G2)
        ->  put_attr(Y, freeze, '$and'(G2, Goal))
        ;   put_attr(Y, freeze, Goal)
        )
    ;   '$freeze_run'(Goal)
    ).

'$freeze_run'('$and'(A, B)) :-
    !,
    '$freeze_run'(A),
    '$freeze_run'(B).
'$freeze_run'(Goal) :-
    call(Goal).

'$freeze_goals'('$and'(A, B), V, Gs, Gs0) :-
    !,
    '$freeze_goals'(A, V, Gs, Gs1),
    '$freeze_goals'(B, V, Gs1, Gs0).
'$freeze_goals'(Goal, V, [freeze(V, Goal)|Gs], Gs).

% frozen(@Term, -Goal): the goals suspended on the attributed variables of Term,
% as a conjunction (true if none).
frozen(Term, Goal) :-
    term_attvars(Term, Vs),
    '$attvars_goals'(Vs, Gs0),
    '$dedup_goals'(Gs0, Gs),
    '$coro_conj'(Gs, Goal).

'$coro_conj'([], true).
'$coro_conj'([G], G) :-
    !.
'$coro_conj'([G|Gs], (G, C)) :-
    '$coro_conj'(Gs, C).

% dif(X, Y): X and Y never become identical. Suspended on the variables of
% their most general unifier; every binding of one re-checks it.
dif(X, Y) :-
    X \== Y,
    (   unifiable(X, Y, Us)
    ->  reverse(Us, Ps),
        '$dif_sides'(Ps, Vs, Ts),
        Node = node(_Dead, Vs, Ts),
        '$dif_attach'(Ps, Node)
    ;   true
    ).

'$dif_sides'([], [], []).
'$dif_sides'([V=T|Ps], [V|Vs], [T|Ts]) :-
    '$dif_sides'(Ps, Vs, Ts).

'$dif_attach'([], _).
'$dif_attach'([V=T|Ps], Node) :-
    '$dif_add'(V, Node),
    (   var(T)
    ->  '$dif_add'(T, Node)
    ;   true
    ),
    '$dif_attach'(Ps, Node).

'$dif_add'(V, Node) :-
    (   get_attr(V, dif, Nodes)
    ->  append(Nodes, [Node], Nodes1),
        put_attr(V, dif, Nodes1)
    ;   put_attr(V, dif, [Node])
    ).

'$dif_hook'([], _).
'$dif_hook'([node(Dead, Vs, Ts)|Nodes], Y) :-
    (   var(Dead)
    ->  Dead = true,
        L =.. [f|Vs],
        R =.. [f|Ts],
        dif(L, R)
    ;   true
    ),
    '$dif_hook'(Nodes, Y).

'$dif_goals'([], Gs, Gs).
'$dif_goals'([node(Dead, Vs, Ts)|Nodes], Gs, Gs0) :-
    (   var(Dead)
    ->  '$dif_goal'(Vs, Ts, G),
        Gs = [G|Gs1]
    ;   Gs = Gs1
    ),
    '$dif_goals'(Nodes, Gs1, Gs0).

'$dif_goal'([V], [T], dif(V, T)) :-
    !.
'$dif_goal'(Vs, Ts, dif(L, R)) :-
    L =.. [f|Vs],
    R =.. [f|Ts].

% ?=(X, Y): X and Y are identical or cannot unify.
?=(X, Y) :-
    \+ unifiable(X, Y, [_|_]).

% when(+Condition, :Goal): Goal runs once Condition holds.
when(Cond, Goal) :-
    (   var(Cond)
    ->  '$when_error'(instantiation_error)
    ;   '$when_condition'(Cond)
    ->  true
    ;   '$when_error'(domain_error(when_condition, Cond))
    ),
    '$coro_qualify'(Goal, QGoal),
    '$when'(Cond, QGoal).

'$when_error'(Formal) :-
    throw(error(Formal, context(system:'$eval_when_condition'/2, _))).

'$when_condition'(C) :-
    var(C),
    !,
    '$when_error'(instantiation_error).
'$when_condition'(nonvar(_)).
'$when_condition'(ground(_)).
'$when_condition'(?=(_, _)).
'$when_condition'((A, B)) :-
    '$when_condition'(A),
    '$when_condition'(B).
'$when_condition'((A ; B)) :-
    '$when_condition'(A),
    '$when_condition'(B).

'$when'(nonvar(X), Goal) :-
    !,
    (   nonvar(X)
    ->  call(Goal)
    ;   '$when_suspend'([X], nonvar(X), Goal)
    ).
'$when'(ground(X), Goal) :-
    !,
    term_variables(X, Vs),
    (   Vs = [V|_]
    ->  '$when_suspend'([V], ground(X), Goal)
    ;   call(Goal)
    ).
'$when'(?=(X, Y), Goal) :-
    !,
    (   X \== Y,
        unifiable(X, Y, Us),
        Us = [_|_]
    ->  '$when_unifier_vars'(Us, Vs),
        '$when_suspend'(Vs, ?=(X, Y), Goal)
    ;   call(Goal)
    ).
'$when'((A, B), Goal) :-
    !,
    '$when'(A, '$when'(B, Goal)).
'$when'((A ; B), Goal) :-
    '$when'(A, '$when_once'(Done, Goal)),
    '$when'(B, '$when_once'(Done, Goal)).

'$when_once'(Done, Goal) :-
    (   var(Done)
    ->  Done = true,
        call(Goal)
    ;   true
    ).

'$when_unifier_vars'([], []).
'$when_unifier_vars'([V=T|Us], [V|Vs]) :-
    (   var(T)
    ->  Vs = [T|Vs1]
    ;   Vs = Vs1
    ),
    '$when_unifier_vars'(Us, Vs1).

'$when_suspend'([], _, _).
'$when_suspend'([V|Vs], Cond, Goal) :-
    Trigger = trigger(_Dead, Cond, Goal),
    '$when_add'([V|Vs], Trigger).

'$when_add'([], _).
'$when_add'([V|Vs], Trigger) :-
    (   get_attr(V, when, Ts)
    ->  append(Ts, [Trigger], Ts1),
        put_attr(V, when, Ts1)
    ;   put_attr(V, when, [Trigger])
    ),
    '$when_add'(Vs, Trigger).

'$when_hook'([], _).
'$when_hook'([trigger(Dead, Cond, Goal)|Ts], Y) :-
    (   var(Dead)
    ->  Dead = true,
        '$when'(Cond, Goal)
    ;   true
    ),
    '$when_hook'(Ts, Y).

'$when_goals'([], Gs, Gs).
'$when_goals'([trigger(Dead, Cond, Goal)|Ts], Gs, Gs0) :-
    (   var(Dead)
    ->  Gs = [when(Cond, Goal)|Gs1]
    ;   Gs = Gs1
    ),
    '$when_goals'(Ts, Gs1, Gs0).
