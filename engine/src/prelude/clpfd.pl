% library(clpfd), constraints over finite domains of integers, after SWI-Prolog 9's
% interface: arithmetic constraints (#=/2, #\=/2, #</2, #>/2, #=</2, #>=/2),
% domains (in/2, ins/2), reification (#<==>/2, #==>/2, #<==/2, #\/2, #\/1,
% #\//2, #/\/2), all_different/1, all_distinct/1, sum/3, scalar_product/4,
% tuples_in/2, element/3, global_cardinality/2,3, lex_chain/1, circuit/1,
% zcompare/3, chain/2, labeling/2, label/1, the fd_* reflection predicates and
% transpose/2.
%
% Propagation is by bounds over linear forms (sum of Coefficient*Variable plus a
% constant), with value removal for disequalities; non-linear operations
% (*, //, div, mod, rem, ^, abs, min, max) get an auxiliary variable and propagate
% by bounds where that is cheap, by evaluation once their arguments are known.
% That is weaker than SWI-Prolog's propagation in places, so a goal may keep
% residual constraints where SWI-Prolog fails early; labeling gives the same
% solutions in the same order for the default strategy.
%
% The attribute of a constrained variable (module clpfd) is fd(Dom, Props): Dom
% a sorted list of disjoint intervals From-To (integers, or inf/sup), Props the
% propagators p(Dead, Kind, Orig) that mention the variable. Dead is bound once
% the propagator is entailed; Orig is the constraint as posted, for residual goals.
% The file is read with the standard operators, so it writes the clpfd operators
% in canonical form.

% --- Posting arithmetic constraints ------------------------------------------

'#='(L, R) :- '$fd_post_rel'(L, R, =, '#='(L, R)).
'#\\='(L, R) :- '$fd_post_rel'(L, R, \=, '#\\='(L, R)).
'#=<'(L, R) :- '$fd_post_rel'(L, R, =<, '#=<'(L, R)).
'#>='(L, R) :- '$fd_post_rel'(R, L, =<, '#>='(L, R)).
'#<'(L, R) :- '$fd_post_rel'(L+1, R, =<, '#<'(L, R)).
'#>'(L, R) :- '$fd_post_rel'(R+1, L, =<, '#>'(L, R)).

% '$fd_post_rel'(+L, +R, +Op, +Orig): L - R Op 0 over a linear form.
'$fd_post_rel'(L, R, Op, Orig) :-
    '$fd_linear'(L-R, strict, Pairs, C),
    '$fd_post_linear'(Pairs, C, Op, Orig).

'$fd_post_linear'(Pairs, C, Op, Orig) :-
    (   Pairs == []
    ->  '$fd_holds'(Op, C)
    ;   Pairs = [A*X], Op == (=)
    ->  '$fd_solve_one'(A, X, C)
    ;   '$fd_post'('$fd_lin'(Pairs, C, Op), Orig)
    ).

% '$fd_holds'(+Op, +C): the ground form C Op 0 is true.
'$fd_holds'(=, C) :- C =:= 0.
'$fd_holds'(\=, C) :- C =\= 0.
'$fd_holds'(=<, C) :- C =< 0.

% A*X + C = 0 with one variable: X = -C/A, failing if that is no integer.
'$fd_solve_one'(A, X, C) :-
    NC is -C,
    NC mod A =:= 0,
    V is NC // A,
    '$fd_bind'(X, V).

'$fd_bind'(X, V) :-
    (   integer(X)
    ->  X =:= V
    ;   X = V
    ).

% --- Linear forms --------------------------------------------------------------

% '$fd_linear'(+Expr, +Mode, -Pairs, -C): Expr = sum of Pairs (A*X, A =\= 0, each
% X once) + C, with auxiliary variables for its non-linear parts. Mode is strict
% (an undefined part, such as a division by zero, fails) or reif(Ds) inside a
% reified constraint, where Ds is an open list that gets the 0/1 variable of each
% partial operation: 1 if it is defined.
'$fd_linear'(E, Mode, Pairs, C) :-
    '$fd_walk'(E, Mode, 1, [], Ps0, 0, C),
    '$fd_merge'(Ps0, Pairs).

'$fd_walk'(E, Mode, M, Ps0, Ps, C0, C) :-
    (   var(E)
    ->  Ps = [M*E|Ps0],
        C = C0
    ;   integer(E)
    ->  Ps = Ps0,
        C is C0 + M*E
    ;   '$fd_walk_compound'(E, Mode, M, Ps0, Ps, C0, C)
    ).

'$fd_walk_compound'(A+B, Mode, M, Ps0, Ps, C0, C) :- !,
    '$fd_walk'(A, Mode, M, Ps0, Ps1, C0, C1),
    '$fd_walk'(B, Mode, M, Ps1, Ps, C1, C).
'$fd_walk_compound'(A-B, Mode, M, Ps0, Ps, C0, C) :- !,
    '$fd_walk'(A, Mode, M, Ps0, Ps1, C0, C1),
    M1 is -M,
    '$fd_walk'(B, Mode, M1, Ps1, Ps, C1, C).
'$fd_walk_compound'(-A, Mode, M, Ps0, Ps, C0, C) :- !,
    M1 is -M,
    '$fd_walk'(A, Mode, M1, Ps0, Ps, C0, C).
'$fd_walk_compound'(+(A), Mode, M, Ps0, Ps, C0, C) :- !,
    '$fd_walk'(A, Mode, M, Ps0, Ps, C0, C).
'$fd_walk_compound'(?(X), Mode, M, Ps0, Ps, C0, C) :- !,
    '$fd_walk'(X, Mode, M, Ps0, Ps, C0, C).
'$fd_walk_compound'(#(X), Mode, M, Ps0, Ps, C0, C) :- !,
    '$fd_walk'(X, Mode, M, Ps0, Ps, C0, C).
'$fd_walk_compound'(A*B, Mode, M, Ps0, Ps, C0, C) :-
    '$fd_constant'(A, K),
    !,
    M1 is M*K,
    '$fd_walk'(B, Mode, M1, Ps0, Ps, C0, C).
'$fd_walk_compound'(A*B, Mode, M, Ps0, Ps, C0, C) :-
    '$fd_constant'(B, K),
    !,
    M1 is M*K,
    '$fd_walk'(A, Mode, M1, Ps0, Ps, C0, C).
'$fd_walk_compound'(A<<B, Mode, M, Ps0, Ps, C0, C) :-
    '$fd_constant'(B, K),
    K >= 0,
    !,
    M1 is M*(1<<K),
    '$fd_walk'(A, Mode, M1, Ps0, Ps, C0, C).
'$fd_walk_compound'(E, Mode, M, Ps0, Ps, C0, C) :-
    (   \+ '$fd_operation'(E)
    ->  throw(error(domain_error(clpfd_expression, E), _))
    ;   '$fd_constant'(E, K)
    ->  Ps = Ps0,
        C is C0 + M*K
    ;   '$fd_nonlinear'(E, Mode, Z),
        Ps = [M*Z|Ps0],
        C = C0
    ).

% The operations with an auxiliary variable.
'$fd_operation'(E) :-
    '$fd_binary_op'(E, _, _, _),
    !.
'$fd_operation'(abs(_)).

% '$fd_constant'(+E, -K): E is a ground clpfd expression of value K.
'$fd_constant'(E, K) :-
    ground(E),
    '$fd_eval'(E, K).

'$fd_eval'(E, K) :-
    (   integer(E)
    ->  K = E
    ;   '$fd_eval_op'(E, K)
    ).

'$fd_eval_op'(A+B, K) :- '$fd_eval'(A, X), '$fd_eval'(B, Y), K is X+Y.
'$fd_eval_op'(A-B, K) :- '$fd_eval'(A, X), '$fd_eval'(B, Y), K is X-Y.
'$fd_eval_op'(-A, K) :- '$fd_eval'(A, X), K is -X.
'$fd_eval_op'(+(A), K) :- '$fd_eval'(A, K).
'$fd_eval_op'(?(A), K) :- '$fd_eval'(A, K).
'$fd_eval_op'(#(A), K) :- '$fd_eval'(A, K).
'$fd_eval_op'(E, K) :-
    '$fd_binary_op'(E, Op, A, B),
    '$fd_eval'(A, X),
    '$fd_eval'(B, Y),
    '$fd_apply'(Op, X, Y, K).
'$fd_eval_op'(abs(A), K) :- '$fd_eval'(A, X), K is abs(X).

% The non-linear binary operations: Expr, its operation and arguments.
'$fd_binary_op'(A*B, times, A, B).
'$fd_binary_op'(A//B, tdiv, A, B).
'$fd_binary_op'(A div B, fdiv, A, B).
'$fd_binary_op'(A mod B, mod, A, B).
'$fd_binary_op'(A rem B, rem, A, B).
'$fd_binary_op'(A^B, pow, A, B).
'$fd_binary_op'(min(A, B), min, A, B).
'$fd_binary_op'(max(A, B), max, A, B).
'$fd_binary_op'(A>>B, shr, A, B).
'$fd_binary_op'(A<<B, shl, A, B).
'$fd_binary_op'(A/\B, and, A, B).
'$fd_binary_op'(A\/B, or, A, B).
'$fd_binary_op'(A xor B, xor, A, B).
% The unary operations, as binary ones whose second argument is 0.
'$fd_binary_op'(\A, not, A, 0).
'$fd_binary_op'(msb(A), msb, A, 0).
'$fd_binary_op'(lsb(A), lsb, A, 0).
'$fd_binary_op'(popcount(A), popcount, A, 0).

% '$fd_apply'(+Op, +X, +Y, -Z): Z = X Op Y on integers; fails where undefined.
'$fd_apply'(times, X, Y, Z) :- Z is X*Y.
'$fd_apply'(tdiv, X, Y, Z) :- Y =\= 0, Z is X//Y.
'$fd_apply'(fdiv, X, Y, Z) :- Y =\= 0, Z is X div Y.
'$fd_apply'(mod, X, Y, Z) :- Y =\= 0, Z is X mod Y.
'$fd_apply'(rem, X, Y, Z) :- Y =\= 0, Z is X rem Y.
'$fd_apply'(pow, X, Y, Z) :-
    (   Y >= 0
    ->  Z is X^Y
    ;   X =:= 1
    ->  Z = 1
    ;   X =:= -1
    ->  Z is (-1)^(-Y)
    ).
'$fd_apply'(min, X, Y, Z) :- Z is min(X, Y).
'$fd_apply'(max, X, Y, Z) :- Z is max(X, Y).
'$fd_apply'(shr, X, Y, Z) :- Z is X >> Y.
'$fd_apply'(shl, X, Y, Z) :- Z is X << Y.
'$fd_apply'(and, X, Y, Z) :- Z is X /\ Y.
'$fd_apply'(or, X, Y, Z) :- Z is X \/ Y.
'$fd_apply'(xor, X, Y, Z) :- Z is X xor Y.
'$fd_apply'(not, X, _, Z) :- Z is \ X.
'$fd_apply'(msb, X, _, Z) :- Z is msb(X).
'$fd_apply'(lsb, X, _, Z) :- Z is lsb(X).
'$fd_apply'(popcount, X, _, Z) :- Z is popcount(X).

% '$fd_nonlinear'(+E, +Mode, -Z): Z is a new variable constrained to equal E.
'$fd_nonlinear'(E, Mode, Z) :-
    (   '$fd_binary_op'(E, Op, A, B)
    ->  '$fd_expr_var'(A, Mode, X),
        '$fd_expr_var'(B, Mode, Y),
        (   Mode = reif(Ds), '$fd_partial'(Op)
        ->  '$fd_in'(D, [0-1]),
            '$fd_open_add'(Ds, D),
            '$fd_post'('$fd_pbinop'(Op, X, Y, Z, D), '#='(E, Z))
        ;   '$fd_post'('$fd_binop'(Op, X, Y, Z), '#='(E, Z))
        )
    ;   E = abs(A),
        '$fd_expr_var'(A, Mode, X),
        '$fd_post'('$fd_abs'(X, Z), '#='(E, Z))
    ).

% Operations undefined for some arguments (division by zero).
'$fd_partial'(tdiv).
'$fd_partial'(fdiv).
'$fd_partial'(mod).
'$fd_partial'(rem).

% Adds X at the open end of list L.
'$fd_open_add'(L, X) :-
    (   var(L)
    ->  L = [X|_]
    ;   L = [_|T],
        '$fd_open_add'(T, X)
    ).

% '$fd_expr_var'(+E, +Mode, -X): X is E itself if a variable or integer, else a
% new variable equal to E.
'$fd_expr_var'(E, Mode, X) :-
    (   var(E)
    ->  X = E
    ;   integer(E)
    ->  X = E
    ;   '$fd_constant'(E, K)
    ->  X = K
    ;   '$fd_linear'(E-X, Mode, Pairs, C),
        '$fd_post_linear'(Pairs, C, =, '#='(X, E))
    ).

% Merges the pairs of one variable and drops zero coefficients.
'$fd_merge'([], []).
'$fd_merge'([A*X|Ps], Out) :-
    '$fd_collect'(Ps, X, A, Sum, Rest),
    (   Sum =:= 0
    ->  Out = Out1
    ;   Out = [Sum*X|Out1]
    ),
    '$fd_merge'(Rest, Out1).

'$fd_collect'([], _, A, A, []).
'$fd_collect'([B*Y|Ps], X, A0, A, Rest) :-
    (   Y == X
    ->  A1 is A0 + B,
        Rest = Rest1
    ;   A1 = A0,
        Rest = [B*Y|Rest1]
    ),
    '$fd_collect'(Ps, X, A1, A, Rest1).

% --- Propagators ----------------------------------------------------------------

% '$fd_post'(+Kind, +Orig): attaches propagator Kind to its variables and runs it.
'$fd_post'(Kind, Orig) :-
    P = p(Dead, Kind, Orig),
    term_variables(Kind, Vs),
    '$fd_attach'(Vs, P),
    '$fd_run'(Kind, Dead).

'$fd_attach'([], _).
'$fd_attach'([V|Vs], P) :-
    '$fd_get'(V, Dom, Ps),
    put_attr(V, clpfd, fd(Dom, [P|Ps])),
    '$fd_attach'(Vs, P).

'$fd_run_all'([]).
'$fd_run_all'([p(Dead, Kind, _)|Ps]) :-
    (   var(Dead)
    ->  '$fd_run'(Kind, Dead)
    ;   true
    ),
    '$fd_run_all'(Ps).

% '$fd_run'(+Kind, ?Dead): one run of a propagator; binds Dead once entailed.
'$fd_run'('$fd_lin'(Pairs, C, Op), Dead) :- '$fd_run_lin'(Pairs, C, Op, Dead).
'$fd_run'('$fd_binop'(Op, X, Y, Z), Dead) :- '$fd_run_binop'(Op, X, Y, Z, Dead).
'$fd_run'('$fd_abs'(X, Z), Dead) :- '$fd_run_abs'(X, Z, Dead).
'$fd_run'('$fd_reif'(Pairs, C, Op, B, Ds), Dead) :- '$fd_run_reif'(Pairs, C, Op, B, Ds, Dead).
'$fd_run'('$fd_pbinop'(Op, X, Y, Z, D), Dead) :- '$fd_run_pbinop'(Op, X, Y, Z, D, Dead).
'$fd_run'('$fd_alldiff'(Xs, Strong), Dead) :- '$fd_run_alldiff'(Xs, Strong, Dead).
'$fd_run'('$fd_tuples'(Tuple, Rel), Dead) :- '$fd_run_tuples'(Tuple, Rel, Dead).
'$fd_run'('$fd_element'(I, List, V), Dead) :- '$fd_run_element'(I, List, V, Dead).
'$fd_run'('$fd_gcc'(Vs, Pairs), Dead) :- '$fd_run_gcc'(Vs, Pairs, Dead).
'$fd_run'('$fd_lex_le'(Xs, Ys), Dead) :- '$fd_run_lex_le'(Xs, Ys, Dead).
'$fd_run'('$fd_circuit'(T, N), Dead) :- '$fd_run_circuit'(T, N, Dead).

% Linear: sum(Pairs) + C Op 0.
'$fd_run_lin'(Pairs0, C0, Op, Dead) :-
    '$fd_current_form'(Pairs0, C0, Pairs, C),
    (   Pairs == []
    ->  Dead = dead,
        '$fd_holds'(Op, C)
    ;   Pairs = [A*X], Op \== (=<)
    ->  Dead = dead,
        NC is -C,
        (   Op == (=)
        ->  NC mod A =:= 0,
            V is NC // A,
            '$fd_bind'(X, V)
        ;   NC mod A =:= 0
        ->  V is NC // A,
            '$fd_remove'(X, V)
        ;   true
        )
    ;   Op == (\=)
    ->  true
    ;   '$fd_sum_bounds'(Pairs, C, _, Max),
        (   Op == (=<), '$fd_le'(Max, 0)
        ->  Dead = dead
        ;   '$fd_narrow_lin'(Pairs, Pairs, C, Op)
        )
    ).

% '$fd_current_form'(+Pairs0, +C0, -Pairs, -C): the linear form as its variables
% stand now: bound ones moved into the constant, and the terms of variables that
% were unified with each other merged (X = Y turns A*X + B*Y into (A+B)*X).
'$fd_current_form'(Pairs0, C0, Pairs, C) :-
    '$fd_fold_known'(Pairs0, C0, Pairs1, C),
    term_variables(Pairs1, Vs),
    (   same_length(Vs, Pairs1)
    ->  Pairs = Pairs1
    ;   '$fd_merge'(Pairs1, Pairs)
    ).

% Moves the terms whose variable is bound into the constant.
'$fd_fold_known'([], C, [], C).
'$fd_fold_known'([A*X|Ps], C0, Out, C) :-
    (   integer(X)
    ->  C1 is C0 + A*X,
        Out = Out1
    ;   C1 = C0,
        Out = [A*X|Out1]
    ),
    '$fd_fold_known'(Ps, C1, Out1, C).

% Narrows each variable of the form by the bounds of the others.
'$fd_narrow_lin'([], _, _, _).
'$fd_narrow_lin'([A*X|Ps], All, C, Op) :-
    (   integer(X)
    ->  true
    ;   '$fd_rest_bounds'(All, X, C, RMin, RMax),
        '$fd_neg'(RMax, Lo0),
        '$fd_neg'(RMin, Hi),
        (   Op == (=)
        ->  Lo = Lo0
        ;   Lo = inf
        ),
        '$fd_divide_range'(Lo, Hi, A, XMin, XMax),
        '$fd_narrow'(X, XMin, XMax)
    ),
    '$fd_narrow_lin'(Ps, All, C, Op).

% Bounds of sum(All) + C without the term of X (at the current domains).
'$fd_rest_bounds'(All, X, C, Min, Max) :-
    '$fd_rest_bounds'(All, X, C, C, Min, Max).

'$fd_rest_bounds'([], _, Min, Max, Min, Max).
'$fd_rest_bounds'([A*Y|Ps], X, Min0, Max0, Min, Max) :-
    (   Y == X
    ->  Min1 = Min0,
        Max1 = Max0
    ;   '$fd_term_bounds'(A, Y, TMin, TMax),
        '$fd_add'(Min0, TMin, Min1),
        '$fd_add'(Max0, TMax, Max1)
    ),
    '$fd_rest_bounds'(Ps, X, Min1, Max1, Min, Max).

'$fd_sum_bounds'(Pairs, C, Min, Max) :-
    '$fd_rest_bounds'(Pairs, '$none', C, C, Min, Max).

% Bounds of A*Y.
'$fd_term_bounds'(A, Y, Min, Max) :-
    '$fd_bounds'(Y, YMin, YMax),
    '$fd_mul'(A, YMin, P1),
    '$fd_mul'(A, YMax, P2),
    (   A > 0
    ->  Min = P1,
        Max = P2
    ;   Min = P2,
        Max = P1
    ).

% The integers X with Lo =< A*X =< Hi, as a range.
'$fd_divide_range'(Lo, Hi, A, XMin, XMax) :-
    (   A > 0
    ->  '$fd_cdiv'(Lo, A, XMin),
        '$fd_fdiv'(Hi, A, XMax)
    ;   '$fd_cdiv'(Hi, A, XMin),
        '$fd_fdiv'(Lo, A, XMax)
    ).

% Division rounding up (down) of an extended integer by a non-zero integer.
'$fd_cdiv'(inf, A, R) :- !, ( A > 0 -> R = inf ; R = sup ).
'$fd_cdiv'(sup, A, R) :- !, ( A > 0 -> R = sup ; R = inf ).
'$fd_cdiv'(X, A, R) :- R is -((-X) div A).
'$fd_fdiv'(inf, A, R) :- !, ( A > 0 -> R = inf ; R = sup ).
'$fd_fdiv'(sup, A, R) :- !, ( A > 0 -> R = sup ; R = inf ).
'$fd_fdiv'(X, A, R) :- R is X div A.

% Extended integers: inf < every integer < sup.
'$fd_add'(inf, _, inf) :- !.
'$fd_add'(sup, _, sup) :- !.
'$fd_add'(_, inf, inf) :- !.
'$fd_add'(_, sup, sup) :- !.
'$fd_add'(X, Y, Z) :- Z is X + Y.

'$fd_mul'(_, 0, 0) :- !.
'$fd_mul'(0, _, 0) :- !.
'$fd_mul'(A, inf, R) :- !, ( '$fd_positive'(A) -> R = inf ; R = sup ).
'$fd_mul'(A, sup, R) :- !, ( '$fd_positive'(A) -> R = sup ; R = inf ).
'$fd_mul'(inf, B, R) :- !, ( B > 0 -> R = inf ; R = sup ).
'$fd_mul'(sup, B, R) :- !, ( B > 0 -> R = sup ; R = inf ).
'$fd_mul'(A, B, R) :- R is A*B.

'$fd_positive'(sup) :- !.
'$fd_positive'(A) :- integer(A), A > 0.

'$fd_neg'(inf, sup) :- !.
'$fd_neg'(sup, inf) :- !.
'$fd_neg'(X, Y) :- Y is -X.

'$fd_le'(inf, _) :- !.
'$fd_le'(_, sup) :- !.
'$fd_le'(sup, _) :- !, fail.
'$fd_le'(_, inf) :- !, fail.
'$fd_le'(X, Y) :- X =< Y.

'$fd_min'(X, Y, Z) :- ( '$fd_le'(X, Y) -> Z = X ; Z = Y ).
'$fd_max'(X, Y, Z) :- ( '$fd_le'(X, Y) -> Z = Y ; Z = X ).

% Non-linear operations: evaluated once the arguments are known, bounded before.
'$fd_run_binop'(Op, X, Y, Z, Dead) :-
    (   integer(X), integer(Y)
    ->  Dead = dead,
        '$fd_apply'(Op, X, Y, V),
        '$fd_bind'(Z, V)
    ;   '$fd_binop_partial'(Op, X, Y, Z, Dead)
    ).

'$fd_binop_partial'(times, X, Y, Z, Dead) :- !,
    (   X == Y, integer(Z)
    ->  Dead = dead,
        Z >= 0,
        '$fd_isqrt'(Z, R),
        R*R =:= Z,
        '$fd_plus_minus'(R, D),
        '$fd_restrict_dom'(X, D)
    ;   integer(X), integer(Z)
    ->  Dead = dead,
        '$fd_times_solve'(X, Y, Z)
    ;   integer(Y), integer(Z)
    ->  Dead = dead,
        '$fd_times_solve'(Y, X, Z)
    ;   '$fd_bounds'(X, XMin, XMax),
        '$fd_bounds'(Y, YMin, YMax),
        '$fd_mul'(XMin, YMin, P1),
        '$fd_mul'(XMin, YMax, P2),
        '$fd_mul'(XMax, YMin, P3),
        '$fd_mul'(XMax, YMax, P4),
        '$fd_min'(P1, P2, M1), '$fd_min'(P3, P4, M2), '$fd_min'(M1, M2, Lo),
        '$fd_max'(P1, P2, N1), '$fd_max'(P3, P4, N2), '$fd_max'(N1, N2, Hi),
        (   X == Y
        ->  '$fd_max'(Lo, 0, Lo1)
        ;   Lo1 = Lo
        ),
        '$fd_narrow'(Z, Lo1, Hi),
        (   X == Y
        ->  true
        ;   '$fd_times_factor'(X, Y, Z),
            '$fd_times_factor'(Y, X, Z)
        )
    ).

'$fd_binop_partial'(Op, X, Y, Z, _) :-
    '$fd_monotone'(Op, Ext),
    !,
    '$fd_bounds'(X, XMin, XMax),
    '$fd_bounds'(Y, YMin, YMax),
    call(Ext, XMin, YMin, A),
    call(Ext, XMax, YMax, B),
    '$fd_narrow'(Z, A, B).
'$fd_binop_partial'(shr, X, Y, Z, _) :-
    integer(Y),
    Y >= 0,
    !,
    K is 1 << Y,
    '$fd_floor_div_bounds'(K, X, Z).
'$fd_binop_partial'(Op, X, Y, Z, _) :-
    '$fd_partial'(Op),
    !,
    '$fd_remove'(Y, 0),
    (   integer(Y)
    ->  '$fd_divide_bounds'(Op, Y, X, Z)
    ;   true
    ).
'$fd_binop_partial'(_, _, _, _, _).

% Bounds through a division by the constant K: Z from X, and X back from Z.
'$fd_divide_bounds'(tdiv, K, X, Z) :-
    '$fd_bounds'(X, XMin, XMax),
    '$fd_bounds'(Z, ZMin, ZMax),
    (   K > 0
    ->  '$fd_ext_div'(tdiv, XMin, K, Zl),
        '$fd_ext_div'(tdiv, XMax, K, Zh),
        '$fd_narrow'(Z, Zl, Zh),
        '$fd_tdiv_back'(K, ZMin, ZMax, Xl, Xh)
    ;   NK is -K,
        '$fd_ext_div'(tdiv, XMax, NK, Zl0),
        '$fd_ext_div'(tdiv, XMin, NK, Zh0),
        '$fd_neg'(Zl0, Zl),
        '$fd_neg'(Zh0, Zh),
        '$fd_narrow'(Z, Zl, Zh),
        '$fd_neg'(ZMax, Wl),
        '$fd_neg'(ZMin, Wh),
        '$fd_tdiv_back'(NK, Wl, Wh, Xl, Xh)
    ),
    '$fd_narrow'(X, Xl, Xh).
'$fd_divide_bounds'(mod, K, _, Z) :-
    (   K > 0
    ->  Hi is K - 1,
        '$fd_narrow'(Z, 0, Hi)
    ;   Lo is K + 1,
        '$fd_narrow'(Z, Lo, 0)
    ).
'$fd_divide_bounds'(rem, K, _, Z) :-
    Hi is abs(K) - 1,
    Lo is -Hi,
    '$fd_narrow'(Z, Lo, Hi).
'$fd_divide_bounds'(fdiv, K, X, Z) :-
    (   K > 0
    ->  '$fd_floor_div_bounds'(K, X, Z)
    ;   true
    ).

% Bounds through Z = X div K for a constant K > 0: Z from X, and X back from Z.
'$fd_floor_div_bounds'(K, X, Z) :-
    '$fd_bounds'(X, XMin, XMax),
    '$fd_ext_floor_div'(XMin, K, Zl),
    '$fd_ext_floor_div'(XMax, K, Zh),
    '$fd_narrow'(Z, Zl, Zh),
    '$fd_bounds'(Z, ZMin, ZMax),
    '$fd_ext_mul_add'(ZMin, K, 0, Xl),
    '$fd_ext_mul_add'(ZMax, K, K-1, Xh),
    '$fd_narrow'(X, Xl, Xh).

'$fd_ext_floor_div'(inf, _, inf) :- !.
'$fd_ext_floor_div'(sup, _, sup) :- !.
'$fd_ext_floor_div'(X, K, Q) :- Q is X div K.

% Z*K + A for an extended integer Z and K > 0.
'$fd_ext_mul_add'(inf, _, _, inf) :- !.
'$fd_ext_mul_add'(sup, _, _, sup) :- !.
'$fd_ext_mul_add'(Z, K, A, X) :- X is Z*K + A.

% An extended integer divided by K > 0, truncating.
'$fd_ext_div'(_, inf, _, inf) :- !.
'$fd_ext_div'(_, sup, _, sup) :- !.
'$fd_ext_div'(tdiv, X, K, Q) :- Q is X // K.

% The X with X // K (K > 0) in Zl..Zh.
'$fd_tdiv_back'(K, Zl, Zh, Xl, Xh) :-
    (   Zl == inf
    ->  Xl = inf
    ;   Zl > 0
    ->  Xl is Zl*K
    ;   Xl is Zl*K - K + 1
    ),
    (   Zh == sup
    ->  Xh = sup
    ;   Zh >= 0
    ->  Xh is Zh*K + K - 1
    ;   Xh is Zh*K
    ).

% Narrows X by X = Z/Y: X is not 0 where Z cannot be 0, and where Y keeps one
% sign and Z is bounded, X lies between the quotients of their bounds.
'$fd_times_factor'(X, Y, Z) :-
    '$fd_get'(Z, ZDom, _),
    (   '$fd_dom_contains'(ZDom, 0)
    ->  true
    ;   '$fd_remove'(X, 0)
    ),
    '$fd_dom_bounds'(ZDom, ZMin, ZMax),
    '$fd_bounds'(Y, YMin, YMax),
    (   integer(ZMin), integer(ZMax),
        ( '$fd_le'(1, YMin) ; '$fd_le'(YMax, -1) )
    ->  findall(Q, ('$fd_member2'(ZMin, ZMax, Zc), '$fd_member2'(YMin, YMax, Yc), '$fd_quotient'(cdiv, Zc, Yc, Q)), Lows),
        findall(Q, ('$fd_member2'(ZMin, ZMax, Zc), '$fd_member2'(YMin, YMax, Yc), '$fd_quotient'(fdiv, Zc, Yc, Q)), Highs),
        min_list(Lows, XMin),
        max_list(Highs, XMax),
        '$fd_narrow'(X, XMin, XMax)
    ;   true
    ).

'$fd_member2'(A, _, A).
'$fd_member2'(_, B, B).

% Z/Y rounded up (cdiv) or down (fdiv); 0 where Y is unbounded.
'$fd_quotient'(_, _, Y, 0) :- \+ integer(Y), !.
'$fd_quotient'(cdiv, Z, Y, Q) :- Q is -((-Z) div Y).
'$fd_quotient'(fdiv, Z, Y, Q) :- Q is Z div Y.

% R is the integer square root of Z >= 0 (the float root, corrected).
'$fd_isqrt'(Z, R) :-
    R0 is truncate(sqrt(Z)),
    '$fd_isqrt_fix'(Z, R0, R).

'$fd_isqrt_fix'(Z, R0, R) :-
    (   R0*R0 > Z
    ->  R1 is R0 - 1,
        '$fd_isqrt_fix'(Z, R1, R)
    ;   (R0+1)*(R0+1) =< Z
    ->  R1 is R0 + 1,
        '$fd_isqrt_fix'(Z, R1, R)
    ;   R = R0
    ).

% The domain {-R, R} of R >= 0.
'$fd_plus_minus'(R, D) :-
    (   R =:= 0
    ->  D = [0-0]
    ;   N is -R,
        D = [N-N, R-R]
    ).

% min and max grow with both arguments: the corners bound the result.
'$fd_monotone'(min, '$fd_min').
'$fd_monotone'(max, '$fd_max').

% X*Y = Z with X and Z known.
'$fd_times_solve'(X, Y, Z) :-
    (   X =:= 0
    ->  Z =:= 0
    ;   Z mod X =:= 0,
        V is Z // X,
        '$fd_bind'(Y, V)
    ).

'$fd_run_abs'(X, Z, Dead) :-
    (   integer(X)
    ->  Dead = dead,
        V is abs(X),
        '$fd_bind'(Z, V)
    ;   integer(Z)
    ->  Dead = dead,
        Z >= 0,
        '$fd_plus_minus'(Z, D),
        '$fd_restrict_dom'(X, D)
    ;   '$fd_bounds'(X, XMin, XMax),
        (   '$fd_le'(0, XMin)
        ->  Lo = XMin
        ;   '$fd_le'(XMax, 0)
        ->  '$fd_neg'(XMax, Lo)
        ;   Lo = 0
        ),
        '$fd_neg'(XMin, NMin),
        '$fd_max'(NMin, XMax, Hi),
        '$fd_narrow'(Z, Lo, Hi)
    ).

% --- Domains --------------------------------------------------------------------

% '$fd_get'(?X, -Dom, -Props): the domain and propagators of X.
'$fd_get'(X, Dom, Ps) :-
    (   integer(X)
    ->  Dom = [X-X],
        Ps = []
    ;   var(X)
    ->  (   get_attr(X, clpfd, fd(Dom, Ps))
        ->  true
        ;   Dom = [inf-sup],
            Ps = []
        )
    ;   throw(error(type_error(integer, X), _))
    ).

'$fd_bounds'(X, Min, Max) :-
    '$fd_get'(X, Dom, _),
    '$fd_dom_bounds'(Dom, Min, Max).

'$fd_dom_bounds'([Min-H|Is], Min, Max) :-
    '$fd_last_high'(Is, H, Max).

'$fd_last_high'([], H, H).
'$fd_last_high'([_-H|Is], _, Max) :-
    '$fd_last_high'(Is, H, Max).

% '$fd_narrow'(?X, +Min, +Max): restricts X to Min..Max.
'$fd_narrow'(X, Min, Max) :-
    (   integer(X)
    ->  '$fd_le'(Min, X),
        '$fd_le'(X, Max)
    ;   '$fd_get'(X, Dom, Ps),
        '$fd_dom_intersect'(Dom, [Min-Max], New),
        '$fd_update'(X, Dom, New, Ps)
    ).

% '$fd_restrict_dom'(?X, +Dom1): restricts X to the domain Dom1.
'$fd_restrict_dom'(X, D1) :-
    (   integer(X)
    ->  '$fd_dom_contains'(D1, X)
    ;   '$fd_get'(X, Dom, Ps),
        '$fd_dom_intersect'(Dom, D1, New),
        '$fd_update'(X, Dom, New, Ps)
    ).

% '$fd_remove'(?X, +V): X is not V.
'$fd_remove'(X, V) :-
    (   integer(X)
    ->  X =\= V
    ;   '$fd_get'(X, Dom, Ps),
        '$fd_dom_remove'(Dom, V, New),
        '$fd_update'(X, Dom, New, Ps)
    ).

% Stores X's new domain (binding X if it is one value) and wakes its propagators.
'$fd_update'(X, Old, New, Ps) :-
    (   New == Old
    ->  true
    ;   New = [V-V], integer(V)
    ->  X = V
    ;   New \== [],
        put_attr(X, clpfd, fd(New, Ps)),
        '$fd_run_all'(Ps)
    ).

'$fd_dom_contains'([L-H|Is], V) :-
    (   '$fd_le'(L, V), '$fd_le'(V, H)
    ->  true
    ;   '$fd_dom_contains'(Is, V)
    ).

'$fd_dom_intersect'([], _, []) :- !.
'$fd_dom_intersect'(_, [], []) :- !.
'$fd_dom_intersect'([L1-H1|Is1], [L2-H2|Is2], Out) :-
    '$fd_max'(L1, L2, L),
    '$fd_min'(H1, H2, H),
    (   '$fd_le'(L, H)
    ->  Out = [L-H|Out1]
    ;   Out = Out1
    ),
    (   '$fd_le'(H1, H2)
    ->  '$fd_dom_intersect'(Is1, [L2-H2|Is2], Out1)
    ;   '$fd_dom_intersect'([L1-H1|Is1], Is2, Out1)
    ).

'$fd_dom_remove'([], _, []).
'$fd_dom_remove'([L-H|Is], V, Out) :-
    (   '$fd_le'(L, V), '$fd_le'(V, H)
    ->  (   L == V, H == V
        ->  Out = Is
        ;   L == V
        ->  L1 is V + 1,
            Out = [L1-H|Is]
        ;   H == V
        ->  H1 is V - 1,
            Out = [L-H1|Is]
        ;   V1 is V - 1,
            V2 is V + 1,
            Out = [L-V1, V2-H|Is]
        )
    ;   Out = [L-H|Out1],
        '$fd_dom_remove'(Is, V, Out1)
    ).

'$fd_dom_union'(D1, D2, D) :-
    append(D1, D2, D3),
    '$fd_normalize'(D3, D).

% Sorts intervals and merges those that overlap or touch.
'$fd_normalize'(Is, Dom) :-
    '$fd_sort_intervals'(Is, Sorted),
    '$fd_merge_intervals'(Sorted, Dom).

'$fd_sort_intervals'(Is, Sorted) :-
    '$fd_keyed'(Is, Keyed),
    keysort(Keyed, SortedKeyed),
    pairs_values(SortedKeyed, Sorted).

'$fd_keyed'([], []).
'$fd_keyed'([L-H|Is], [K-(L-H)|Ks]) :-
    (   L == inf
    ->  K = 0
    ;   K = 1-L
    ),
    '$fd_keyed'(Is, Ks).

'$fd_merge_intervals'([], []).
'$fd_merge_intervals'([I], [I]) :- !.
'$fd_merge_intervals'([L1-H1, L2-H2|Is], Out) :-
    '$fd_add'(H1, 1, H1p),
    (   '$fd_le'(L2, H1p)
    ->  '$fd_max'(H1, H2, H),
        '$fd_merge_intervals'([L1-H|Is], Out)
    ;   Out = [L1-H1|Out1],
        '$fd_merge_intervals'([L2-H2|Is], Out1)
    ).

'$fd_dom_size'(Dom, Size) :-
    '$fd_dom_size'(Dom, 0, Size).

'$fd_dom_size'([], S, S).
'$fd_dom_size'([L-H|Is], S0, S) :-
    (   integer(L), integer(H)
    ->  S1 is S0 + H - L + 1,
        '$fd_dom_size'(Is, S1, S)
    ;   S = sup
    ).

% Domain expressions (1..3 \/ 5, inf..sup) to and from interval lists.
'$fd_parse_dom'(E, _) :-
    var(E),
    !,
    throw(error(instantiation_error, _)).
'$fd_parse_dom'(N, [N-N]) :-
    integer(N),
    !.
'$fd_parse_dom'('..'(L, H), Dom) :-
    !,
    '$fd_bound_ok'(L, '..'(L, H)),
    '$fd_bound_ok'(H, '..'(L, H)),
    (   '$fd_le'(L, H)
    ->  Dom = [L-H]
    ;   Dom = []
    ).
'$fd_parse_dom'(A \/ B, Dom) :-
    !,
    '$fd_parse_dom'(A, D1),
    '$fd_parse_dom'(B, D2),
    '$fd_dom_union'(D1, D2, Dom).
'$fd_parse_dom'(E, _) :-
    throw(error(type_error(clpfd_domain, E), _)).

'$fd_bound_ok'(B, E) :-
    (   var(B)
    ->  throw(error(instantiation_error, _))
    ;   integer(B)
    ->  true
    ;   B == inf
    ->  true
    ;   B == sup
    ->  true
    ;   throw(error(type_error(clpfd_domain, E), _))
    ).

'$fd_dom_term'([L-H], '..'(L, H)) :-
    !.
'$fd_dom_term'(Is, T) :-
    '$fd_dom_term_acc'(Is, T).

'$fd_dom_term_acc'([I|Is], T) :-
    '$fd_interval_term'(I, T0),
    '$fd_dom_term_acc'(Is, T0, T).

'$fd_dom_term_acc'([], T, T).
'$fd_dom_term_acc'([I|Is], T0, T) :-
    '$fd_interval_term'(I, T1),
    '$fd_dom_term_acc'(Is, T0 \/ T1, T).

'$fd_interval_term'(L-H, T) :-
    (   L == H
    ->  T = L
    ;   T = '..'(L, H)
    ).

% --- Domains and reflection -------------------------------------------------------

in(X, D) :-
    '$fd_parse_dom'(D, Dom),
    '$fd_in'(X, Dom).

ins(Xs, D) :-
    must_be(list, Xs),
    '$fd_parse_dom'(D, Dom),
    '$fd_ins'(Xs, Dom).

'$fd_ins'([], _).
'$fd_ins'([X|Xs], Dom) :-
    '$fd_in'(X, Dom),
    '$fd_ins'(Xs, Dom).

'$fd_in'(X, Dom) :-
    (   var(X)
    ->  '$fd_restrict_dom'(X, Dom)
    ;   integer(X)
    ->  '$fd_dom_contains'(Dom, X)
    ;   throw(error(type_error(integer, X), _))
    ).

fd_var(X) :-
    var(X),
    get_attr(X, clpfd, _).

fd_dom(X, D) :-
    '$fd_get'(X, Dom, _),
    '$fd_dom_term'(Dom, D).

fd_inf(X, Min) :-
    '$fd_bounds'(X, Min, _).

fd_sup(X, Max) :-
    '$fd_bounds'(X, _, Max).

fd_size(X, Size) :-
    '$fd_get'(X, Dom, _),
    '$fd_dom_size'(Dom, Size).

% --- Reification ----------------------------------------------------------------

'#<==>'(L, R) :- '$fd_reify'(L, B1), '$fd_reify'(R, B2), '#='(B1, B2).
'#==>'(L, R) :- '$fd_reify'(L, B1), '$fd_reify'(R, B2), '#=<'(B1, B2).
'#<=='(L, R) :- '$fd_reify'(L, B1), '$fd_reify'(R, B2), '#>='(B1, B2).
'#\\/'(L, R) :- '$fd_reify'(L, B1), '$fd_reify'(R, B2), '#>='(B1+B2, 1).
'#/\\'(L, R) :- '$fd_reify'(L, 1), '$fd_reify'(R, 1).
'#\\'(L, R) :- '$fd_reify'(L, B1), '$fd_reify'(R, B2), '#\\='(B1, B2).
'#\\'(C) :- '$fd_reify'(C, 0).

% '$fd_reify'(+Constraint, -B): B is 1 if Constraint holds and 0 if not.
'$fd_reify'(C, B) :-
    (   var(C)
    ->  B = C,
        '$fd_in'(B, [0-1])
    ;   integer(C)
    ->  ( C =:= 0 ; C =:= 1 ),
        !,
        B = C
    ;   '$fd_reifiable'(C)
    ->  '$fd_reify_compound'(C, B)
    ;   throw(error(domain_error(clpfd_reifiable_expression, C), _))
    ).

'$fd_reifiable'(C) :-
    '$fd_reify_rel'(C, _, _, _),
    !.
'$fd_reifiable'('#\\'(_)).
'$fd_reifiable'('#/\\'(_, _)).
'$fd_reifiable'('#\\/'(_, _)).
'$fd_reifiable'('#==>'(_, _)).
'$fd_reifiable'('#<=='(_, _)).
'$fd_reifiable'('#<==>'(_, _)).
'$fd_reifiable'('#\\'(_, _)).

'$fd_reify_compound'(C, B) :-
    '$fd_reify_rel'(C, L, R, Op),
    !,
    '$fd_in'(B, [0-1]),
    '$fd_linear'(L-R, reif(Ds), Pairs, K),
    '$fd_close'(Ds),
    '$fd_post'('$fd_reif'(Pairs, K, Op, B, Ds), '#<==>'(B, C)).
'$fd_reify_compound'('#\\'(C), B) :-
    '$fd_reify'(C, B1),
    '$fd_in'(B, [0-1]),
    '#='(B, 1 - B1).
'$fd_reify_compound'('#/\\'(L, R), B) :-
    '$fd_reify'(L, B1),
    '$fd_reify'(R, B2),
    '$fd_in'(B, [0-1]),
    '#=<'(B, B1), '#=<'(B, B2), '#>='(B, B1 + B2 - 1).
'$fd_reify_compound'('#\\/'(L, R), B) :-
    '$fd_reify'(L, B1),
    '$fd_reify'(R, B2),
    '$fd_in'(B, [0-1]),
    '#>='(B, B1), '#>='(B, B2), '#=<'(B, B1 + B2).
'$fd_reify_compound'('#==>'(L, R), B) :-
    '$fd_reify_compound'('#\\/'('#\\'(L), R), B).
'$fd_reify_compound'('#<=='(L, R), B) :-
    '$fd_reify_compound'('#\\/'(L, '#\\'(R)), B).
'$fd_reify_compound'('#<==>'(L, R), B) :-
    '$fd_reify'(L, B1),
    '$fd_reify'(R, B2),
    '$fd_reify_compound'('#='(B1, B2), B).
'$fd_reify_compound'('#\\'(L, R), B) :-
    '$fd_reify'(L, B1),
    '$fd_reify'(R, B2),
    '$fd_reify_compound'('#\\='(B1, B2), B).

'$fd_close'(L) :-
    (   var(L)
    ->  L = []
    ;   L = [_|T],
        '$fd_close'(T)
    ).

% A comparison as L - R Op 0.
'$fd_reify_rel'('#='(L, R), L, R, =).
'$fd_reify_rel'('#\\='(L, R), L, R, \=).
'$fd_reify_rel'('#=<'(L, R), L, R, =<).
'$fd_reify_rel'('#>='(L, R), R, L, =<).
'$fd_reify_rel'('#<'(L, R), L+1, R, =<).
'$fd_reify_rel'('#>'(L, R), R+1, L, =<).

% B <=> sum(Pairs) + C Op 0 and every partial operation in it is defined (each
% D of Ds is 1): an undefined part makes the comparison false, as in SWI-Prolog.
'$fd_run_reif'(Pairs0, C0, Op, B, Ds, Dead) :-
    '$fd_current_form'(Pairs0, C0, Pairs, C),
    (   '$fd_has_zero'(Ds)
    ->  Dead = dead,
        B = 0
    ;   B == 1
    ->  Dead = dead,
        '$fd_all_one'(Ds),
        '$fd_post_linear'(Pairs, C, Op, '$fd_reified')
    ;   B == 0
    ->  (   ground(Ds)
        ->  Dead = dead,
            '$fd_negate'(Op, Pairs, C, NOp, NPairs, NC),
            '$fd_post_linear'(NPairs, NC, NOp, '$fd_reified')
        ;   true
        )
    ;   '$fd_sum_bounds'(Pairs, C, Min, Max),
        (   ground(Ds),
            '$fd_entailed'(Op, Pairs, C, Min, Max)
        ->  Dead = dead,
            B = 1
        ;   '$fd_disentailed'(Op, Pairs, C, Min, Max)
        ->  Dead = dead,
            B = 0
        ;   true
        )
    ).

'$fd_has_zero'([D|Ds]) :-
    (   D == 0
    ->  true
    ;   '$fd_has_zero'(Ds)
    ).

'$fd_all_one'([]).
'$fd_all_one'([1|Ds]) :-
    '$fd_all_one'(Ds).

% A partial operation inside a reified constraint: D is 1 once it is known to be
% defined (Z then equals X Op Y), 0 once it is known not to be (Z stays free).
'$fd_run_pbinop'(Op, X, Y, Z, D, Dead) :-
    (   D == 0
    ->  Dead = dead
    ;   integer(X), integer(Y)
    ->  Dead = dead,
        (   '$fd_apply'(Op, X, Y, V)
        ->  D = 1,
            '$fd_bind'(Z, V)
        ;   D = 0
        )
    ;   D == 1
    ->  '$fd_binop_partial'(Op, X, Y, Z, Dead)
    ;   '$fd_get'(Y, YDom, _),
        \+ '$fd_dom_contains'(YDom, 0)
    ->  D = 1
    ;   true
    ).

% Whether sum(Pairs) + C Op 0 holds (fails) for all values of the variables,
% given the bounds Min..Max of the left side.
'$fd_entailed'(=, _, _, Min, Max) :- Min == 0, Max == 0.
'$fd_entailed'(=<, _, _, _, Max) :- '$fd_le'(Max, 0).
'$fd_entailed'(\=, Pairs, C, Min, Max) :- '$fd_disentailed'(=, Pairs, C, Min, Max).

'$fd_disentailed'(=, Pairs, C, Min, Max) :-
    (   '$fd_le'(1, Min)
    ->  true
    ;   '$fd_le'(Max, -1)
    ->  true
    ;   Pairs = [A*X],
        NC is -C,
        (   NC mod A =\= 0
        ->  true
        ;   V is NC // A,
            '$fd_get'(X, Dom, _),
            \+ '$fd_dom_contains'(Dom, V)
        )
    ).
'$fd_disentailed'(=<, _, _, Min, _) :- '$fd_le'(1, Min).
'$fd_disentailed'(\=, Pairs, C, Min, Max) :- '$fd_entailed'(=, Pairs, C, Min, Max).

% The negation of sum + C Op 0, again as a form Op 0.
'$fd_negate'(=, Ps, C, \=, Ps, C).
'$fd_negate'(\=, Ps, C, =, Ps, C).
'$fd_negate'(=<, Ps, C, =<, NPs, NC) :-
    '$fd_negate_pairs'(Ps, NPs),
    NC is 1 - C.

'$fd_negate_pairs'([], []).
'$fd_negate_pairs'([A*X|Ps], [NA*X|NPs]) :-
    NA is -A,
    '$fd_negate_pairs'(Ps, NPs).

% --- Global constraints ---------------------------------------------------------

all_different(Xs) :-
    must_be(list, Xs),
    '$fd_post'('$fd_alldiff'(Xs, weak), all_different(Xs)).

all_distinct(Xs) :-
    must_be(list, Xs),
    '$fd_post'('$fd_alldiff'(Xs, strong), all_distinct(Xs)).

'$fd_run_alldiff'(Xs, Strong, Dead) :-
    '$fd_split_known'(Xs, Known, Vars),
    sort(Known, Set),
    length(Known, N),
    length(Set, N),
    (   Vars == []
    ->  Dead = dead
    ;   '$fd_remove_all'(Vars, Set),
        (   Strong == strong
        ->  '$fd_pigeonhole'(Xs)
        ;   true
        )
    ).

'$fd_split_known'([], [], []).
'$fd_split_known'([X|Xs], Known, Vars) :-
    (   integer(X)
    ->  Known = [X|Known1],
        Vars = Vars1
    ;   Known = Known1,
        Vars = [X|Vars1]
    ),
    '$fd_split_known'(Xs, Known1, Vars1).

'$fd_remove_all'([], _).
'$fd_remove_all'([X|Xs], Vs) :-
    '$fd_remove_values'(Vs, X),
    '$fd_remove_all'(Xs, Vs).

'$fd_remove_values'([], _).
'$fd_remove_values'([V|Vs], X) :-
    '$fd_remove'(X, V),
    '$fd_remove_values'(Vs, X).

% The variables still unknown need as many values as their domains hold together.
'$fd_pigeonhole'(Xs) :-
    '$fd_split_known'(Xs, _, Vars),
    length(Vars, N),
    '$fd_union_of'(Vars, [], Union),
    '$fd_dom_size'(Union, Size),
    (   Size == sup
    ->  true
    ;   Size > N
    ->  true
    ;   Size =:= N,
        '$fd_hidden_singles'(Union, Vars)
    ).

% When the variables need every value of their union, a value only one of them
% can take goes to that variable.
'$fd_hidden_singles'(Union, Vars) :-
    findall(V, '$fd_value'(up, Union, V), Values),
    '$fd_place_values'(Values, Vars).

'$fd_place_values'([], _).
'$fd_place_values'([V|Vs], Vars) :-
    '$fd_holders'(Vars, V, Hs),
    (   Hs = [X]
    ->  '$fd_bind'(X, V)
    ;   true
    ),
    '$fd_place_values'(Vs, Vars).

% The elements of Vars (variables when the propagator ran, some bound since)
% whose domain holds V; fails if none does.
'$fd_holders'(Vars, V, Holders) :-
    '$fd_holders_acc'(Vars, V, Holders),
    Holders \== [].

'$fd_holders_acc'([], _, []).
'$fd_holders_acc'([X|Xs], V, Hs) :-
    (   '$fd_get'(X, Dom, _),
        '$fd_dom_contains'(Dom, V)
    ->  Hs = [X|Hs1]
    ;   Hs = Hs1
    ),
    '$fd_holders_acc'(Xs, V, Hs1).

'$fd_union_of'([], D, D).
'$fd_union_of'([X|Xs], D0, D) :-
    '$fd_get'(X, Dom, _),
    '$fd_dom_union'(D0, Dom, D1),
    '$fd_union_of'(Xs, D1, D).

sum(Vs, Rel, Value) :-
    must_be(list, Vs),
    '$fd_sum_expr'(Vs, Expr),
    '$fd_relation'(Rel, Expr, Value).

scalar_product(Cs, Vs, Rel, Value) :-
    must_be(list, Cs),
    must_be(list, Vs),
    '$fd_scalar_expr'(Cs, Vs, Expr),
    '$fd_relation'(Rel, Expr, Value).

'$fd_sum_expr'([], 0).
'$fd_sum_expr'([V|Vs], Expr) :-
    '$fd_sum_expr'(Vs, V, Expr).

'$fd_sum_expr'([], E, E).
'$fd_sum_expr'([V|Vs], E0, E) :-
    '$fd_sum_expr'(Vs, E0 + V, E).

'$fd_scalar_expr'([], [], 0).
'$fd_scalar_expr'([C|Cs], [V|Vs], C*V + E) :-
    '$fd_scalar_expr'(Cs, Vs, E).

'$fd_relation'(Rel, L, R) :-
    (   '$fd_relation_name'(Rel)
    ->  G =.. [Rel, L, R],
        call(G)
    ;   throw(error(domain_error(clpfd_relation, Rel), _))
    ).

'$fd_relation_name'(#=).
'$fd_relation_name'(#\=).
'$fd_relation_name'(#<).
'$fd_relation_name'(#>).
'$fd_relation_name'(#=<).
'$fd_relation_name'(#>=).

chain(Xs, Rel) :-
    must_be(list, Xs),
    (   '$fd_relation_name'(Rel), Rel \== (#\=)
    ->  '$fd_chain'(Xs, Rel)
    ;   throw(error(domain_error(chain_relation, Rel), _))
    ).

'$fd_chain'([], _).
'$fd_chain'([_], _) :- !.
'$fd_chain'([X, Y|Xs], Rel) :-
    '$fd_relation'(Rel, X, Y),
    '$fd_chain'([Y|Xs], Rel).

tuples_in(Tuples, Relation) :-
    must_be(list, Tuples),
    must_be(list, Relation),
    '$fd_tuples_in'(Tuples, Relation).

'$fd_tuples_in'([], _).
'$fd_tuples_in'([T|Ts], Rel) :-
    '$fd_post'('$fd_tuples'(T, Rel), tuples_in([T], Rel)),
    '$fd_tuples_in'(Ts, Rel).

% Keeps the rows of the relation that fit the domains and narrows each element
% to the values its column takes in them.
'$fd_run_tuples'(Tuple, Rel, Dead) :-
    '$fd_fitting_rows'(Rel, Tuple, Rows),
    Rows \== [],
    (   ground(Tuple)
    ->  Dead = dead
    ;   '$fd_narrow_columns'(Tuple, Rows)
    ).

'$fd_fitting_rows'([], _, []).
'$fd_fitting_rows'([Row|Rows], Tuple, Out) :-
    (   '$fd_row_fits'(Tuple, Row)
    ->  Out = [Row|Out1]
    ;   Out = Out1
    ),
    '$fd_fitting_rows'(Rows, Tuple, Out1).

'$fd_row_fits'([], []).
'$fd_row_fits'([X|Xs], [V|Vs]) :-
    '$fd_get'(X, Dom, _),
    '$fd_dom_contains'(Dom, V),
    '$fd_row_fits'(Xs, Vs).

'$fd_narrow_columns'([], _).
'$fd_narrow_columns'([X|Xs], Rows) :-
    '$fd_column'(Rows, Values, Rest),
    '$fd_values_dom'(Values, Dom),
    '$fd_restrict_dom'(X, Dom),
    '$fd_narrow_columns'(Xs, Rest).

'$fd_column'([], [], []).
'$fd_column'([[V|Vs]|Rows], [V|Values], [Vs|Rest]) :-
    '$fd_column'(Rows, Values, Rest).

'$fd_values_dom'(Values, Dom) :-
    sort(Values, Sorted),
    '$fd_singletons'(Sorted, Is),
    '$fd_merge_intervals'(Is, Dom).

'$fd_singletons'([], []).
'$fd_singletons'([V|Vs], [V-V|Is]) :-
    '$fd_singletons'(Vs, Is).

element(I, List, V) :-
    must_be(list, List),
    length(List, N),
    '$fd_in'(I, [1-N]),
    '$fd_post'('$fd_element'(I, List, V), element(I, List, V)).

'$fd_run_element'(I, List, V, Dead) :-
    (   integer(I)
    ->  Dead = dead,
        nth1(I, List, X),
        '#='(X, V)
    ;   '$fd_get'(V, VDom, _),
        '$fd_element_fits'(List, 1, VDom, Is),
        Is \== [],
        '$fd_values_dom'(Is, IDom),
        '$fd_restrict_dom'(I, IDom)
    ).

'$fd_element_fits'([], _, _, []).
'$fd_element_fits'([X|Xs], K, VDom, Out) :-
    '$fd_get'(X, XDom, _),
    '$fd_dom_intersect'(XDom, VDom, D),
    (   D == []
    ->  Out = Out1
    ;   Out = [K|Out1]
    ),
    K1 is K + 1,
    '$fd_element_fits'(Xs, K1, VDom, Out1).

% global_cardinality(+Vs, +Pairs[, +Options]): every element of Vs takes one of
% the keys of Pairs (Key-Count, distinct integer keys) and each Count is how many
% do. As in SWI-Prolog 9, a Count is narrowed to (elements bound to Key) ..
% (elements that can take Key); a Count at its upper end removes Key from the
% elements still unknown, one at its lower end gives Key to every element that can
% take it. Options: cost(Cost, Matrix) makes Cost the sum of Matrix[I][J] for
% element I taking key J (checked by rows of (element, cost) tuples); other
% options, consistency(value) among them, change nothing.
global_cardinality(Vs, Pairs) :-
    global_cardinality(Vs, Pairs, []).

global_cardinality(Vs, Pairs, Options) :-
    must_be(list, Options),
    must_be(list, Vs),
    '$fd_must_be_fds'(Vs),
    must_be(list, Pairs),
    '$fd_gcc_keys'(Pairs, Keys),
    sort(Keys, Set),
    (   same_length(Keys, Set)
    ->  true
    ;   throw(error(domain_error(gcc_unique_key_pairs, Pairs), _))
    ),
    '$fd_values_dom'(Set, Dom),
    '$fd_ins'(Vs, Dom),
    '$fd_gcc_options'(Options, Vs, Keys),
    '$fd_post'('$fd_gcc'(Vs, Pairs), global_cardinality(Vs, Pairs)).

'$fd_must_be_fds'([]).
'$fd_must_be_fds'([X|Xs]) :-
    (   var(X)
    ->  true
    ;   must_be(integer, X)
    ),
    '$fd_must_be_fds'(Xs).

'$fd_gcc_keys'([], []).
'$fd_gcc_keys'([P|Ps], [K|Ks]) :-
    (   var(P)
    ->  throw(error(instantiation_error, _))
    ;   P = K-C
    ->  must_be(integer, K),
        '$fd_must_be_fds'([C])
    ;   throw(error(domain_error(gcc_pair, P), _))
    ),
    '$fd_gcc_keys'(Ps, Ks).

'$fd_gcc_options'([], _, _).
'$fd_gcc_options'([O|Os], Vs, Keys) :-
    (   var(O)
    ->  throw(error(instantiation_error, _))
    ;   O = cost(Cost, Matrix)
    ->  must_be(list(list(integer)), Matrix),
        '$fd_gcc_costs'(Vs, Matrix, Keys, Cs),
        sum(Cs, #=, Cost)
    ;   true
    ),
    '$fd_gcc_options'(Os, Vs, Keys).

% One cost variable per element, tied to it by the rows Key-Cost of its matrix row.
'$fd_gcc_costs'([], [], _, []).
'$fd_gcc_costs'([V|Vs], [Row|Rows], Keys, [C|Cs]) :-
    '$fd_gcc_tuples'(Keys, Row, Tuples),
    tuples_in([[V, C]], Tuples),
    '$fd_gcc_costs'(Vs, Rows, Keys, Cs).

'$fd_gcc_tuples'([], [], []).
'$fd_gcc_tuples'([K|Ks], [C|Cs], [[K, C]|Ts]) :-
    '$fd_gcc_tuples'(Ks, Cs, Ts).

'$fd_run_gcc'(Vs, Pairs, Dead) :-
    '$fd_gcc_pairs'(Pairs, Vs),
    (   ground(Vs)
    ->  Dead = dead
    ;   true
    ).

'$fd_gcc_pairs'([], _).
'$fd_gcc_pairs'([K-C|Ps], Vs) :-
    '$fd_gcc_tally'(Vs, K, 0, Fixed, 0, Possible),
    '$fd_narrow'(C, Fixed, Possible),
    (   Fixed =:= Possible
    ->  true
    ;   '$fd_bounds'(C, _, Fixed)
    ->  '$fd_gcc_set'(Vs, K, remove)
    ;   '$fd_bounds'(C, Possible, _)
    ->  '$fd_gcc_set'(Vs, K, bind)
    ;   true
    ),
    '$fd_gcc_pairs'(Ps, Vs).

% Fixed: elements bound to K; Possible: elements whose domain holds K.
'$fd_gcc_tally'([], _, F, F, P, P).
'$fd_gcc_tally'([X|Xs], K, F0, F, P0, P) :-
    (   integer(X)
    ->  (   X =:= K
        ->  F1 is F0 + 1,
            P1 is P0 + 1
        ;   F1 = F0,
            P1 = P0
        )
    ;   F1 = F0,
        '$fd_get'(X, Dom, _),
        (   '$fd_dom_contains'(Dom, K)
        ->  P1 is P0 + 1
        ;   P1 = P0
        )
    ),
    '$fd_gcc_tally'(Xs, K, F1, F, P1, P).

% Removes K from (remove) or gives K to (bind) every unknown element that can take K.
'$fd_gcc_set'([], _, _).
'$fd_gcc_set'([X|Xs], K, How) :-
    (   var(X),
        '$fd_get'(X, Dom, _),
        '$fd_dom_contains'(Dom, K)
    ->  (   How == remove
        ->  '$fd_remove'(X, K)
        ;   X = K
        )
    ;   true
    ),
    '$fd_gcc_set'(Xs, K, How).

% zcompare(?Order, ?A, ?B): Order is the standard order (<, = or >) of the
% integers A and B. An unknown Order is tied to D in 0..2 (0 for <, 1 for =, 2 for
% >), reified against the three relations; whichever of Order and D is known
% first gives the other.
zcompare(Order, A, B) :-
    '$fd_must_be_fds'([A, B]),
    (   nonvar(Order)
    ->  '$fd_order_rel'(Order, _, A, B, Rel),
        call(Rel)
    ;   in(D, '..'(0, 2)),
        '$fd_zcompare'([<, =, >], 0, A, B, D),
        freeze(Order, '$fd_order_rel'(Order, D, A, B, _)),
        freeze(D, '$fd_order_rel'(Order, D, A, B, _))
    ).

'$fd_zcompare'([], _, _, _, _).
'$fd_zcompare'([O|Os], K, A, B, D) :-
    '$fd_order_rel'(O, K, A, B, Rel),
    '#<==>'(Rel, '#='(D, K)),
    K1 is K + 1,
    '$fd_zcompare'(Os, K1, A, B, D).

% '$fd_order_rel'(?Order, ?Code, +A, +B, -Rel): Rel is the constraint of Order.
'$fd_order_rel'(<, 0, A, B, '#<'(A, B)).
'$fd_order_rel'(=, 1, A, B, '#='(A, B)).
'$fd_order_rel'(>, 2, A, B, '#>'(A, B)).

% lex_chain(+Lists): each list is lexicographically no greater than the next.
% Propagation as SWI-Prolog 9's: at the first place where two neighbours are not
% both known and equal, the element of the first is at most that of the second;
% as there, lists that are equal up to the end of one of them must end together.
lex_chain(Lists) :-
    must_be(list(list), Lists),
    '$fd_lex_check'(Lists),
    '$fd_lex_chain'(Lists).

'$fd_lex_check'([]).
'$fd_lex_check'([L|Ls]) :-
    '$fd_must_be_fds'(L),
    '$fd_lex_check'(Ls).

'$fd_lex_chain'([]).
'$fd_lex_chain'([_]) :- !.
'$fd_lex_chain'([Xs, Ys|Ls]) :-
    '$fd_post'('$fd_lex_le'(Xs, Ys), lex_chain([Xs, Ys])),
    '$fd_lex_chain'([Ys|Ls]).

'$fd_run_lex_le'([], [], dead).
'$fd_run_lex_le'([X|Xs], [Y|Ys], Dead) :-
    (   integer(X), integer(Y)
    ->  (   X =:= Y
        ->  '$fd_run_lex_le'(Xs, Ys, Dead)
        ;   X < Y,
            Dead = dead
        )
    ;   '$fd_bounds'(X, XMin, _),
        '$fd_bounds'(Y, _, YMax),
        '$fd_narrow'(X, inf, YMax),
        '$fd_narrow'(Y, XMin, sup)
    ).

% circuit(+Succs): Succs (successor of node I at place I) forms one cycle through
% all the nodes: a permutation of 1..N without fixed points (all_different/1),
% and a propagator that fails on a cycle of known successors shorter than N. It
% does not remove the closing successor of a chain: SWI-Prolog 9 keeps it in the
% domain, and labeling([ff], ...) picks variables by domain size.
circuit(Vs) :-
    must_be(list, Vs),
    '$fd_must_be_fds'(Vs),
    length(Vs, N),
    (   N =< 1
    ->  ins(Vs, '..'(1, 1))
    ;   ins(Vs, '..'(1, N)),
        '$fd_no_self_loops'(Vs, 1),
        all_different(Vs),
        T =.. ['$succs'|Vs],
        '$fd_post'('$fd_circuit'(T, N), circuit(Vs))
    ).

'$fd_no_self_loops'([], _).
'$fd_no_self_loops'([X|Xs], I) :-
    '$fd_remove'(X, I),
    I1 is I + 1,
    '$fd_no_self_loops'(Xs, I1).

'$fd_run_circuit'(T, N, Dead) :-
    '$fd_circuit_from'(1, T, N),
    (   ground(T)
    ->  Dead = dead
    ;   true
    ).

'$fd_circuit_from'(I, T, N) :-
    (   I > N
    ->  true
    ;   arg(I, T, X),
        '$fd_circuit_follow'(X, I, 1, T, N),
        I1 is I + 1,
        '$fd_circuit_from'(I1, T, N)
    ).

% Follows known successors from Start, K steps taken so far to reach node of X.
'$fd_circuit_follow'(X, Start, K, T, N) :-
    (   var(X)
    ->  true
    ;   X =:= Start
    ->  K =:= N
    ;   K < N,
        arg(X, T, Y),
        K1 is K + 1,
        '$fd_circuit_follow'(Y, Start, K1, T, N)
    ).

% --- Labeling -------------------------------------------------------------------

label(Vs) :-
    labeling([], Vs).

labeling(Opts, Vs) :-
    must_be(list, Opts),
    must_be(list, Vs),
    '$fd_label_vars_ok'(Vs),
    '$fd_label_options'(Opts, leftmost, Sel, up, Ord, step, Branch, none, Opt),
    (   Opt == none
    ->  '$fd_label'(Vs, Sel, Ord, Branch)
    ;   '$fd_label_optimising'(Opt, Vs, Sel, Ord, Branch)
    ).

'$fd_label_vars_ok'([]).
'$fd_label_vars_ok'([V|Vs]) :-
    (   integer(V)
    ->  true
    ;   var(V)
    ->  '$fd_get'(V, Dom, _),
        '$fd_dom_size'(Dom, S),
        (   S == sup
        ->  throw(error(instantiation_error, _))
        ;   true
        )
    ;   throw(error(type_error(integer, V), _))
    ),
    '$fd_label_vars_ok'(Vs).

'$fd_label_options'([], S, S, O, O, B, B, P, P).
'$fd_label_options'([Opt|Opts], S0, S, O0, O, B0, B, P0, P) :-
    (   var(Opt)
    ->  throw(error(instantiation_error, _))
    ;   '$fd_selection'(Opt)
    ->  '$fd_label_options'(Opts, Opt, S, O0, O, B0, B, P0, P)
    ;   ( Opt == up ; Opt == down )
    ->  '$fd_label_options'(Opts, S0, S, Opt, O, B0, B, P0, P)
    ;   ( Opt == step ; Opt == enum ; Opt == bisect )
    ->  '$fd_label_options'(Opts, S0, S, O0, O, Opt, B, P0, P)
    ;   ( Opt = min(_) ; Opt = max(_) )
    ->  '$fd_label_options'(Opts, S0, S, O0, O, B0, B, Opt, P)
    ;   throw(error(domain_error(labeling_option, Opt), _))
    ).

'$fd_selection'(leftmost).
'$fd_selection'(ff).
'$fd_selection'(ffc).
'$fd_selection'(min).
'$fd_selection'(max).

% Branches as SWI-Prolog: step (X = V, else X #\= V), enum (X = each value) or
% bisect (X #=< Mid, else X #> Mid), choosing the variable again after each step.
'$fd_label'(Vs, Sel, Ord, Branch) :-
    '$fd_split_known'(Vs, _, Vars),
    (   Vars == []
    ->  true
    ;   '$fd_select'(Sel, Vars, X, Rest),
        '$fd_branch'(Branch, Ord, X, Vars, Rest, Next),
        '$fd_label'(Next, Sel, Ord, Branch)
    ).

'$fd_branch'(step, Ord, X, Vars, _, Vars) :-
    '$fd_bounds'(X, Min, Max),
    (   Ord == up
    ->  V = Min
    ;   V = Max
    ),
    (   X = V
    ;   '$fd_remove'(X, V)
    ).
'$fd_branch'(enum, Ord, X, _, Rest, Rest) :-
    '$fd_get'(X, Dom, _),
    '$fd_value'(Ord, Dom, V),
    X = V.
'$fd_branch'(bisect, Ord, X, Vars, _, Vars) :-
    '$fd_bounds'(X, Min, Max),
    Mid is (Min + Max) div 2,
    Mid1 is Mid + 1,
    (   Ord == up
    ->  (   '$fd_narrow'(X, Min, Mid)
        ;   '$fd_narrow'(X, Mid1, Max)
        )
    ;   (   '$fd_narrow'(X, Mid1, Max)
        ;   '$fd_narrow'(X, Min, Mid)
        )
    ).

'$fd_select'(leftmost, [X|Xs], X, Xs) :- !.
'$fd_select'(Sel, [X|Xs], Best, Rest) :-
    '$fd_select_key'(Sel, X, K),
    '$fd_select_best'(Xs, Sel, X, K, Best),
    '$fd_delete_var'([X|Xs], Best, Rest).

'$fd_select_best'([], _, B, _, B).
'$fd_select_best'([X|Xs], Sel, B0, K0, B) :-
    (   integer(X)
    ->  '$fd_select_best'(Xs, Sel, B0, K0, B)
    ;   '$fd_select_key'(Sel, X, K),
        (   K @< K0
        ->  '$fd_select_best'(Xs, Sel, X, K, B)
        ;   '$fd_select_best'(Xs, Sel, B0, K0, B)
        )
    ).

% The key a strategy minimises: domain size (ff), size then fewest
% constraints taken as most (ffc), lower bound (min), upper bound negated (max).
'$fd_select_key'(ff, X, S) :- fd_size(X, S).
'$fd_select_key'(ffc, X, S-N) :-
    fd_size(X, S),
    '$fd_get'(X, _, Ps),
    length(Ps, L),
    N is -L.
'$fd_select_key'(min, X, M) :- fd_inf(X, M).
'$fd_select_key'(max, X, M) :- fd_sup(X, S), M is -S.

'$fd_delete_var'([], _, []).
'$fd_delete_var'([X|Xs], V, Rest) :-
    (   X == V
    ->  Rest = Xs
    ;   Rest = [X|Rest1],
        '$fd_delete_var'(Xs, V, Rest1)
    ).

'$fd_value'(up, Dom, V) :-
    member(L-H, Dom),
    between(L, H, V).
'$fd_value'(down, Dom, V) :-
    reverse(Dom, RDom),
    member(L-H, RDom),
    Span is H - L,
    between(0, Span, K),
    V is H - K.

% min(Expr)/max(Expr): the labelings with the best value of Expr first (in
% labeling order), then those with the next best, and so on. Each best value is
% found by branch and bound: label once, require a better value, label again.
'$fd_label_optimising'(Opt, Vs, Sel, Ord, Branch) :-
    Opt =.. [Dir, Expr],
    '$fd_best'(Dir, Expr, Vs, Sel, Ord, Branch, none, Best),
    (   '#='(Expr, Best),
        '$fd_label'(Vs, Sel, Ord, Branch)
    ;   '$fd_worse'(Dir, Expr, Best),
        '$fd_label_optimising'(Opt, Vs, Sel, Ord, Branch)
    ).

% The best value of Expr over the labelings of Vs better than Bound (none: any).
'$fd_best'(Dir, Expr, Vs, Sel, Ord, Branch, Bound, Best) :-
    findall(K, ( '$fd_better'(Dir, Expr, Bound),
                 once('$fd_label'(Vs, Sel, Ord, Branch)),
                 '$fd_eval_ground'(Expr, K)
               ), Ks),
    (   Ks = [K]
    ->  '$fd_best'(Dir, Expr, Vs, Sel, Ord, Branch, K, Best)
    ;   Bound \== none,
        Best = Bound
    ).

'$fd_better'(_, _, none) :- !.
'$fd_better'(min, Expr, K) :- '#<'(Expr, K).
'$fd_better'(max, Expr, K) :- '#>'(Expr, K).

'$fd_worse'(min, Expr, K) :- '#>'(Expr, K).
'$fd_worse'(max, Expr, K) :- '#<'(Expr, K).

'$fd_eval_ground'(Expr, K) :-
    (   '$fd_constant'(Expr, K)
    ->  true
    ;   throw(error(instantiation_error, _))
    ).

% --- Attribute hooks (dispatched from attvar.pl) ---------------------------------

'$fd_unify_hook'(fd(Dom, Ps), Y) :-
    (   integer(Y)
    ->  '$fd_dom_contains'(Dom, Y),
        '$fd_run_all'(Ps)
    ;   var(Y)
    ->  (   get_attr(Y, clpfd, fd(DomY, PsY))
        ->  '$fd_dom_intersect'(Dom, DomY, New),
            New \== [],
            append(Ps, PsY, All),
            (   New = [V-V], integer(V)
            ->  Y = V
            ;   put_attr(Y, clpfd, fd(New, All)),
                '$fd_run_all'(All)
            )
        ;   put_attr(Y, clpfd, fd(Dom, Ps))
        )
    ;   throw(error(type_error(integer, Y), _))
    ).

% Residual goals: the domain, then each live propagator once.
'$fd_goals'(V, fd(Dom, Ps), Gs, Gs0) :-
    (   Dom == [inf-sup]
    ->  Gs = Gs1
    ;   '$fd_dom_term'(Dom, D),
        Gs = [clpfd:in(V, D)|Gs1]
    ),
    '$fd_prop_goals'(Ps, Gs1, Gs0).

'$fd_prop_goals'([], Gs, Gs).
'$fd_prop_goals'([p(Dead, _, Orig)|Ps], Gs, Gs0) :-
    (   var(Dead), Orig \== '$fd_reified'
    ->  Gs = [clpfd:Orig|Gs1]
    ;   Gs = Gs1
    ),
    '$fd_prop_goals'(Ps, Gs1, Gs0).

% --- Lists ----------------------------------------------------------------------

% transpose(+Matrix, -Transposed): rows become columns.
transpose([], []).
transpose([Row|Rows], Cols) :-
    '$fd_transpose'(Row, [Row|Rows], Cols).

'$fd_transpose'([], _, []).
'$fd_transpose'([_|T], Rows, [Col|Cols]) :-
    '$fd_firsts'(Rows, Col, Rests),
    '$fd_transpose'(T, Rests, Cols).

'$fd_firsts'([], [], []).
'$fd_firsts'([[X|Xs]|Rows], [X|Col], [Xs|Rests]) :-
    '$fd_firsts'(Rows, Col, Rests).
