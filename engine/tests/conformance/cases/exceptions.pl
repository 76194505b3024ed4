% Family: exceptions (catch/3, throw/1).

t(exc_catch_atom, catch(throw(foo), foo, true), true).
t(exc_catch_unifies_ball, (catch(throw(f(1)), f(X), true), X == 1), true).
t(exc_catch_any, catch(throw(anything(1)), _, true), true).
t(exc_no_match_propagates, catch(throw(a), b, true), ball(a)).
t(exc_partial_match_propagates, catch(throw(f(a, b)), f(_, c), true), ball(f(a, b))).
t(exc_nested_inner_catches, (catch(catch(throw(a), a, X = inner), _, X = outer), X == inner), true).
t(exc_nested_outer_catches, (catch(catch(throw(a), b, X = inner), a, X = outer), X == outer), true).
t(exc_rethrow, catch(catch(throw(a), E, throw(E)), a, true), true).
t(exc_recovery_throws, catch(catch(throw(a), a, throw(b)), b, true), true).
t(exc_recovery_not_protected, catch(throw(a), a, throw(b)), ball(b)).
t(exc_bindings_undone, (catch((X = 1, throw(x)), x, true), var(X)), true).
t(exc_ball_keeps_bindings, (catch((X = 1, throw(b(X))), b(Y), true), Y == 1, var(X)), true).
t(exc_ball_is_copied, (catch(throw(f(X)), f(Y), true), var(Y), Y \== X), true).
t(exc_throw_unbound, throw(_), error(instantiation_error)).
t(exc_uncaught_ball, throw(my_ball(1, [a])), ball(my_ball(1, [a]))).
t(exc_uncaught_ball_with_variable, throw(f(_)), ball(f(_))).
t(exc_error_term_fields, (catch(atom_length(abc, a), error(type_error(T, V), _), true), T == integer, V == a), true).
t(exc_throw_error_term, throw(error(type_error(integer, a), my_context)), error(type_error(integer, a))).
t(exc_catch_fail, catch(fail, _, true), fail).
t(exc_catch_deterministic_goal, catch(X = 1, _, true), all(X, [1])).
t(exc_catch_backtracks_into_goal, catch(member(X, [1, 2, 3]), _, true), all(X, [1, 2, 3])).
t(exc_catch_then_continue, (catch(member(X, [1, 2]), _, true), member(Y, [a, b])), all(X-Y, [1-a, 1-b, 2-a, 2-b])).
t(exc_throw_on_second_solution, catch((member(X, [1, 2, 3]), (X == 2 -> throw(stop) ; true)), stop, X = s), all(X, [1, s])).
t(exc_throw_stops_iteration, catch((member(X, [1, 2, 3]), X >= 2, throw(stop(X))), stop(Y), X = caught(Y)), all(X, [caught(2)])).
t(exc_recovery_fails, catch(throw(a), a, fail), fail).
t(exc_recovery_nondeterministic, catch(throw(a), a, member(X, [1, 2])), all(X, [1, 2])).
t(exc_cut_in_catch_goal_is_local, catch((member(X, [1, 2, 3]), !), _, true), all(X, [1])).
t(exc_throw_in_condition, catch((throw(x) -> true ; true), x, true), true).
t(exc_throw_in_negation, catch(\+ throw(x), x, true), true).
t(exc_throw_in_findall, catch(findall(X, (X = 1 ; throw(z)), _), z, true), true).
t(exc_uncaught_in_findall, findall(X, (member(X, [1, 2]), throw(oops)), _), ball(oops)).
t(exc_arith_error_caught, (catch(_ is 1 / 0, error(evaluation_error(E), _), true), E == zero_divisor), true).
t(exc_unknown_procedure_caught, (catch(exc_nonexistent_p, error(existence_error(procedure, PI), _), true), PI == exc_nonexistent_p/0), true).
t(exc_deep_catch_nesting, exc_nest(200), true).
t(exc_throw_from_deep_recursion, catch(exc_deep_throw(10000), deep(N), true), all(N, [0])).
t(exc_catch_in_recovery_of_other, catch(catch(throw(a), a, catch(throw(b), b, true)), _, fail), true).
t(exc_big_ball, (numlist(1, 1000, L), catch(throw(big(L)), big(M), true), length(M, 1000)), true).
t(exc_ball_with_bigint, (X is 2 ^ 100, catch(throw(n(X)), n(Y), true), Y =:= 2 ^ 100), true).
t(exc_throw_through_call_n, catch(call(exc_thrower, x), x, true), true).
t(exc_error_from_builtin_in_call, catch(call(atom_length, _, _), error(instantiation_error, _), true), true).
t(exc_catch_goal_unbound, catch(_, error(E, _), true), all(E, [instantiation_error])).
t(exc_once_with_throw, catch(once(throw(o)), o, true), true).
t(exc_rethrow_different, catch(catch(throw(first), first, throw(second)), B, true), all(B, [second])).
t(exc_catch_same_ball_twice, (catch(throw(a), a, true), catch(throw(a), a, true)), true).

exc_nest(0) :- !.
exc_nest(N) :-
    N1 is N - 1,
    catch(exc_nest(N1), never_thrown, fail).

exc_deep_throw(0) :- throw(deep(0)).
exc_deep_throw(N) :-
    N > 0,
    N1 is N - 1,
    exc_deep_throw(N1).

exc_thrower(B) :- throw(B).
