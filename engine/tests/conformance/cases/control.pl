% Family: control constructs and meta-calls.

t(control_true, true, true).
t(control_fail, fail, fail).
t(control_false, false, fail).
t(control_conjunction, (X = 1, Y = 2, X + Y =:= 3), true).
t(control_conjunction_fail, (X = 1, X = 2), fail).
t(control_disjunction, (X = 1 ; X = 2), all(X, [1, 2])).
t(control_disjunction_nested, (X = 1 ; (X = 2 ; X = 3)), all(X, [1, 2, 3])).
t(control_disjunction_left_nested, ((X = 1 ; X = 2) ; X = 3), all(X, [1, 2, 3])).
t(control_disjunction_bindings, ((X = 1 ; X = 2), (Y = a ; Y = b)), all(X-Y, [1-a, 1-b, 2-a, 2-b])).
t(control_ite_then, (true -> X = a ; X = b), all(X, [a])).
t(control_ite_else, (fail -> X = a ; X = b), all(X, [b])).
t(control_ite_condition_once, (member(X, [1, 2, 3]) -> true ; X = 0), all(X, [1])).
t(control_ite_then_nondet, (true -> member(X, [1, 2]) ; X = 0), all(X, [1, 2])).
t(control_ite_else_nondet, (fail -> true ; member(X, [1, 2])), all(X, [1, 2])).
t(control_ite_binding, ((X = 1 -> Y = X ; Y = 0), Y == 1), true).
t(control_ite_chain, (fail -> X = 1 ; fail -> X = 2 ; X = 3), all(X, [3])).
t(control_if_then_fail, (fail -> true), fail).
t(control_if_then_once, (member(X, [1, 2]) -> true), all(X, [1])).
t(control_softcut_then, (member(X, [1, 2, 3]) *-> true ; X = 0), all(X, [1, 2, 3])).
t(control_softcut_else, (fail *-> X = 1 ; X = 2), all(X, [2])).
t(control_softcut_then_goal, (member(X, [1, 2]) *-> Y is X * 10 ; Y = 0), all(X-Y, [1-10, 2-20])).
t(control_softcut_no_else, (member(X, [1, 2]) *-> true), all(X, [1, 2])).
t(control_not_fail, \+ fail, true).
t(control_not_true, \+ true, fail).
t(control_not_no_bindings, (\+ \+ X = 1, var(X)), true).
t(control_not_unify, \+ a = b, true).
t(control_call_atom, call(true), true).
t(control_call_compound, call(atom_length(abc, 3)), true).
t(control_call_conjunction, (call((X = 1, Y is X + 1)), Y == 2), true).
t(control_call_disjunction, call((X = 1 ; X = 2)), all(X, [1, 2])).
t(control_call_extra_args, (call(atom_length, abc, L), L == 3), true).
t(control_call_closure, (call(plus(1), 2, X), X == 3), true).
t(control_call_closure_nested, (call(call, plus(1), 2, X), X == 3), true).
t(control_call8, (call(ctl_sum7, 1, 2, 3, 4, 5, 6, S), S == 21), true).
t(control_call_variable_goal, (G = (X = 5), call(G), X == 5), true).
t(control_call_unbound, call(_), error(instantiation_error)).
t(control_call_integer, call(1), error(type_error(callable, 1))).
t(control_call_bad_conjunction, call((fail, 1)), error(type_error(callable, _))).
t(control_call_bad_disjunction, call((fail ; 1)), error(type_error(callable, _))).
t(control_call_n_integer, call(1, a), error(type_error(callable, _))).
t(control_unknown_procedure, ctl_no_such_predicate, error(existence_error(procedure, ctl_no_such_predicate/0))).
t(control_unknown_procedure_arity, ctl_no_such_predicate(1, 2), error(existence_error(procedure, ctl_no_such_predicate/2))).
t(control_unknown_procedure_via_call, call(ctl_no_such_predicate, x), error(existence_error(procedure, ctl_no_such_predicate/1))).
t(control_once, once(member(X, [a, b])), all(X, [a])).
t(control_once_fail, once(fail), fail).
t(control_ignore_fail, ignore(fail), true).
t(control_ignore_once, ignore(member(X, [a, b])), all(X, [a])).
t(control_forall_true, forall(member(X, [1, 2, 3]), X > 0), true).
t(control_forall_false, forall(member(X, [1, 2, 3]), X > 1), fail).
t(control_forall_no_bindings, (forall(member(X, [1]), true), var(X)), true).
t(control_forall_empty, forall(fail, fail), true).
t(control_repeat, (nb_setval(ctl_rep, 0), repeat, nb_getval(ctl_rep, N), N1 is N + 1, nb_setval(ctl_rep, N1), N1 >= 3, !, N1 == 3), true).
t(control_recursion, (ctl_len([a, b, c, d], N), N == 4), true).
t(control_deep_recursion, (numlist(1, 100000, L), ctl_len(L, N), N == 100000), true).
t(control_long_tail_loop, ctl_count_down(300000), true).
t(control_backtrack_into_clauses, ctl_color(X), all(X, [red, green, blue])).
t(control_first_argument_selection, ctl_pair(b, Y), all(Y, [2, 3])).
t(control_not_unbound, \+ _, error(instantiation_error)).
t(control_ite_unbound_condition, (_ -> true ; true), error(instantiation_error)).
t(control_halt_not_called, true, true).

ctl_sum7(A, B, C, D, E, F, S) :-
    S is A + B + C + D + E + F.

ctl_len([], 0).
ctl_len([_|T], N) :-
    ctl_len(T, N0),
    N is N0 + 1.

ctl_count_down(0) :- !.
ctl_count_down(N) :-
    N1 is N - 1,
    ctl_count_down(N1).

ctl_color(red).
ctl_color(green).
ctl_color(blue).

ctl_pair(a, 1).
ctl_pair(b, 2).
ctl_pair(c, 9).
ctl_pair(b, 3).
