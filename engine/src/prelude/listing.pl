% listing.pl: portray_clause/1,2 and listing/1 with SWI-Prolog's layout: variables
% named A, B, ... in order of appearance and `_` when they occur once; body goals
% one per line indented by four; if-then-else and disjunctions in the
% `(   If ->  Then ;   Else )` column layout; calls of meta-predicates whose goal
% arguments are control constructs broken one argument per line. listing/1 prints
% `:- dynamic` for dynamic predicates. (SWI-Prolog lists static clauses with their
% source variable names; here every listing names them A, B, ...)

portray_clause(T) :- current_output(S), portray_clause(S, T).
portray_clause(S, T) :-
    \+ \+ ( copy_term(T, C), '$pc_name_vars'(C), '$pc_clause'(S, C) ).
portray_clause(S, T, _) :- portray_clause(S, T).

listing(Spec) :-
    '$pc_spec'(Spec, Name, Arity),
    findall(Name/A, ( '$current_predicates'(L), '$member'(Name/A, L), ( var(Arity) -> true ; A == Arity ) ), PIs0),
    sort(PIs0, PIs),
    forall('$member'(PI, PIs), '$pc_list_pred'(PI)).
'$pc_spec'(V, _, _) :- var(V), !, throw(error(instantiation_error, context(listing/1, _))).
'$pc_spec'(_:S, N, A) :- !, '$pc_spec'(S, N, A).
'$pc_spec'(N/A, N, A) :- !.
'$pc_spec'(N//A0, N, A) :- !, A is A0 + 2.
'$pc_spec'(N, N, _).
'$pc_list_pred'(N/A) :-
    functor(H, N, A),
    (   predicate_property(H, dynamic)
    ->  format(':- dynamic ~q.~n~n', [N/A])
    ;   true
    ),
    forall(clause(H, B), portray_clause((H :- B))),
    nl.

% Variables occurring once become '$VAR'('_'), the others '$VAR'(0), '$VAR'(1), ...
'$pc_name_vars'(T) :-
    '$pc_var_occurrences'(T, [], Occ),
    term_variables(T, Vs),
    '$pc_singletons'(Vs, Occ),
    term_variables(T, Named),
    '$pc_number'(Named, 0).
'$pc_var_occurrences'(V, Acc, [V|Acc]) :- var(V), !.
'$pc_var_occurrences'(T, Acc, Occ) :- compound(T), !, T =.. [_|Args], '$pc_args_occurrences'(Args, Acc, Occ).
'$pc_var_occurrences'(_, Acc, Acc).
'$pc_args_occurrences'([], Acc, Acc).
'$pc_args_occurrences'([A|As], Acc0, Acc) :- '$pc_var_occurrences'(A, Acc0, Acc1), '$pc_args_occurrences'(As, Acc1, Acc).
'$pc_singletons'([], _).
'$pc_singletons'([V|Vs], Occ) :-
    '$pc_count'(Occ, V, 0, N),
    ( N =:= 1 -> V = '$VAR'('_') ; true ),
    '$pc_singletons'(Vs, Occ).
'$pc_count'([], _, N, N).
'$pc_count'([X|Xs], V, N0, N) :- ( X == V -> N1 is N0 + 1 ; N1 = N0 ), '$pc_count'(Xs, V, N1, N).
'$pc_number'([], _).
'$pc_number'([V|Vs], I) :- V = '$VAR'(I), I1 is I + 1, '$pc_number'(Vs, I1).

'$pc_clause'(S, (H :- B)) :- B == true, !, '$pc_term'(S, H, 1200), write(S, '.'), nl(S).
'$pc_clause'(S, (H :- B)) :- !, '$pc_neck'(S, H, ':-', B).
'$pc_clause'(S, (H --> B)) :- !, '$pc_neck'(S, H, '-->', B).
'$pc_clause'(S, (:- B)) :- !, write(S, ':- '), '$pc_term'(S, B, 999), write(S, '.'), nl(S).
% A control construct alone is laid out as a body from the first column.
'$pc_clause'(S, T) :-
    ( T = (_, _) ; T = (\+ _) ; '$pc_or_layout'(T) ), !,
    '$pc_body'(S, T, 0), write(S, '.'), nl(S).
'$pc_clause'(S, T) :- '$pc_term'(S, T, 1200), write(S, '.'), nl(S).
'$pc_neck'(S, H, Neck, B) :-
    '$pc_term'(S, H, 1199), write(S, ' '), write(S, Neck),
    '$pc_indent'(S, 4), '$pc_body'(S, B, 4), write(S, '.'), nl(S).

'$pc_term'(S, T, P) :-
    write_term(S, T, [quoted(true), numbervars(true), portray(true), spacing(next_argument), priority(P)]).
'$pc_indent'(S, N) :- nl(S), tab(S, N).

% '$pc_body'(S, Goal, Column): Goal printed from Column, where the cursor is.
'$pc_body'(S, (A, B), I) :- !, '$pc_body'(S, A, I), write(S, ','), '$pc_indent'(S, I), '$pc_body'(S, B, I).
'$pc_body'(S, G, I) :- '$pc_or_layout'(G), !,
    write(S, '(   '), '$pc_or'(S, G, I), '$pc_indent'(S, I), write(S, ')').
'$pc_body'(S, \+ G, I) :- !, write(S, '\\+ '), I1 is I + 3, '$pc_negated'(S, G, I1).
'$pc_body'(S, G, I) :- '$pc_meta_layout'(G, Name, Args, Specs), !,
    '$pc_term'(S, Name, 0), write(S, '('), atom_length(Name, L), I1 is I + L + 1,
    '$pc_meta_args'(S, Args, Specs, I1), write(S, ')').
'$pc_body'(S, G, I) :- '$pc_above_999'(G), !,
    write(S, '( '), '$pc_term'(S, G, 1200), '$pc_indent'(S, I), write(S, ')').
'$pc_body'(S, G, _) :- '$pc_term'(S, G, 999).
% An operator term that needs brackets as a goal.
'$pc_above_999'(G) :-
    compound(G), functor(G, F, A),
    ( A =:= 2 -> '$member'(T, [xfx, xfy, yfx]) ; A =:= 1, '$member'(T, [fy, fx, xf, yf]) ),
    current_op(P, T, F), P > 999, !.

'$pc_negated'(S, G, I) :- '$pc_control'(G), !, '$pc_braced'(S, G, I).
'$pc_negated'(S, G, _) :- '$pc_term'(S, G, 900).
'$pc_or_layout'(G) :- compound(G), functor(G, F, 2), '$member'(F, [;, ->, *->]).
'$pc_control'(G) :- compound(G), functor(G, F, 2), '$member'(F, [',', ;, ->, *->]).
'$pc_or'(S, (C -> T ; E), I) :- !, '$pc_branch'(S, C, I), '$pc_indent'(S, I), write(S, '->  '), '$pc_branch'(S, T, I), '$pc_else'(S, E, I).
'$pc_or'(S, (C *-> T ; E), I) :- !, '$pc_branch'(S, C, I), '$pc_indent'(S, I), write(S, '*-> '), '$pc_branch'(S, T, I), '$pc_else'(S, E, I).
'$pc_or'(S, (A ; B), I) :- !, '$pc_branch'(S, A, I), '$pc_else'(S, B, I).
'$pc_or'(S, (C -> T), I) :- !, '$pc_branch'(S, C, I), '$pc_indent'(S, I), write(S, '->  '), '$pc_branch'(S, T, I).
'$pc_or'(S, (C *-> T), I) :- !, '$pc_branch'(S, C, I), '$pc_indent'(S, I), write(S, '*-> '), '$pc_branch'(S, T, I).
'$pc_or'(S, G, I) :- '$pc_branch'(S, G, I).
'$pc_else'(S, E, I) :- '$pc_indent'(S, I), write(S, ';   '), '$pc_or'(S, E, I).
'$pc_branch'(S, G, I) :- I1 is I + 4, '$pc_body'(S, G, I1).
% A conjunction as an argument: `( A,` ... `)` with the goals two columns in.
'$pc_braced'(S, G, I) :- G = (_, _), !,
    write(S, '( '), I1 is I + 2, '$pc_body'(S, G, I1), '$pc_indent'(S, I), write(S, ')').
'$pc_braced'(S, G, I) :- '$pc_body'(S, G, I).

% A call of a meta-predicate with a control construct as a goal argument.
'$pc_meta_layout'(G, Name, Args, Specs) :-
    compound(G), functor(G, Name, A), functor(M, Name, A),
    '$pc_meta'(M), M =.. [_|Specs], G =.. [_|Args],
    '$pc_complex_goal_arg'(Args, Specs), !.
'$pc_complex_goal_arg'([A|_], [0|_]) :- '$pc_control'(A), !.
'$pc_complex_goal_arg'([_|As], [_|Ss]) :- '$pc_complex_goal_arg'(As, Ss).
'$pc_meta_args'(S, [A], [P], I) :- !, '$pc_meta_arg'(S, A, P, I).
'$pc_meta_args'(S, [A|As], [P|Ps], I) :- '$pc_meta_arg'(S, A, P, I), write(S, ','), '$pc_indent'(S, I), '$pc_meta_args'(S, As, Ps, I).
'$pc_meta_arg'(S, A, 0, I) :- !, '$pc_braced'(S, A, I).
'$pc_meta_arg'(S, A, _, _) :- '$pc_term'(S, A, 999).
'$pc_meta'(catch(0, ?, 0)).
'$pc_meta'(forall(0, 0)).
'$pc_meta'(findall(?, 0, -)).
'$pc_meta'(findall(?, 0, -, ?)).
'$pc_meta'(aggregate_all(?, 0, -)).
'$pc_meta'(once(0)).
'$pc_meta'(ignore(0)).
'$pc_meta'(call(0)).
'$pc_meta'(call_cleanup(0, 0)).
'$pc_meta'(setup_call_cleanup(0, 0, 0)).
'$pc_meta'(catch_with_backtrace(0, ?, 0)).
'$pc_meta'(with_output_to(?, 0)).
