% Family: database (assert*, retract, retractall, abolish, clause/2,
% current_predicate/1, predicate_property/2, the logical update view).
% Every case uses its own dynamic predicate and starts with retractall/1.

:- dynamic(db_a/1).
:- dynamic(db_b/1).
:- dynamic(db_c/1).
:- dynamic(db_d/1).
:- dynamic(db_e/1).
:- dynamic(db_f/1).
:- dynamic(db_g/1).
:- dynamic(db_h/1).
:- dynamic(db_i/1).
:- dynamic(db_j/1).
:- dynamic(db_k/1).
:- dynamic(db_l/1).
:- dynamic(db_m/1).
:- dynamic(db_n/1).
:- dynamic(db_o/1).
:- dynamic(db_p/2).
:- dynamic(db_q/1).
:- dynamic(db_r/1).
:- dynamic(db_s/1).
:- dynamic(db_u/1).
:- dynamic(db_v/1).
:- dynamic(db_w/1).
:- dynamic(db_x/1).
:- dynamic(db_y/1).
:- dynamic(db_z/1).
:- dynamic(db_cnt/1).
:- dynamic(db_empty/1).
:- dynamic(db_ka/2).
:- dynamic(db_kb/1).
:- dynamic(db_kc/1).
:- dynamic(db_kd/2).
:- dynamic(db_ke/1).
:- dynamic(db_kf/1).
:- dynamic(db_kg/1).

t(db_assertz_order, (retractall(db_a(_)), assertz(db_a(1)), assertz(db_a(2)), asserta(db_a(0)), findall(X, db_a(X), L), L == [0, 1, 2]), true).
t(db_assert_is_assertz, (retractall(db_b(_)), assert(db_b(1)), assert(db_b(2)), findall(X, db_b(X), L), L == [1, 2]), true).
t(db_assert_rule, (retractall(db_c(_)), assertz((db_c(X) :- X > 1)), db_c(2), \+ db_c(0)), true).
t(db_retract_first, (retractall(db_d(_)), assertz(db_d(1)), assertz(db_d(2)), assertz(db_d(3)), retract(db_d(X)), X == 1, findall(Y, db_d(Y), L), L == [2, 3]), true).
t(db_retract_specific, (retractall(db_d(_)), assertz(db_d(1)), assertz(db_d(2)), assertz(db_d(3)), retract(db_d(2)), findall(Y, db_d(Y), L), L == [1, 3]), true).
t(db_retract_nondeterministic, (retractall(db_e(_)), assertz(db_e(1)), assertz(db_e(2)), assertz(db_e(3)), retract(db_e(X))), all(X, [1, 2, 3])).
t(db_retract_all_via_backtracking, (retractall(db_e(_)), assertz(db_e(1)), assertz(db_e(2)), findall(X, retract(db_e(X)), _), \+ db_e(_)), true).
t(db_retract_while_iterating, (retractall(db_f(_)), assertz(db_f(1)), assertz(db_f(2)), assertz(db_f(3)), forall(db_f(X), retract(db_f(X))), \+ db_f(_)), true).
t(db_logical_view_assert, (retractall(db_g(_)), assertz(db_g(1)), assertz(db_g(2)), findall(X, (db_g(X), Y is X + 10, assertz(db_g(Y))), L), L == [1, 2], findall(Z, db_g(Z), L2), L2 == [1, 2, 11, 12]), true).
t(db_logical_view_retract, (retractall(db_h(_)), assertz(db_h(1)), assertz(db_h(2)), assertz(db_h(3)), findall(X, (db_h(X), retractall(db_h(_))), L), L == [1, 2, 3], \+ db_h(_)), true).
t(db_logical_view_retract_goal, (retractall(db_h(_)), assertz(db_h(1)), assertz(db_h(2)), assertz(db_h(3)), retract(db_h(X)), retract(db_h(3))), all(X, [1])).
t(db_retract_rule, (retractall(db_i(_)), assertz((db_i(X) :- X > 0, X < 5)), retract((db_i(A) :- B)), B = (C > 0, _), C == A), true).
t(db_retract_fact_with_body, (retractall(db_j(_)), assertz(db_j(1)), retract((db_j(1) :- true)), \+ db_j(_)), true).
t(db_retract_fact_body_unbound, (retractall(db_j(_)), assertz(db_j(1)), retract((db_j(_) :- B)), B == true), true).
t(db_retract_missing, (retractall(db_k(_)), retract(db_k(99))), fail).
t(db_retractall_keeps_dynamic, (retractall(db_l(_)), \+ db_l(_)), true).
t(db_call_empty_dynamic, db_empty(_), fail).
t(db_clause_body, (retractall(db_m(_)), assertz((db_m(X) :- X = 1 ; X = 2)), clause(db_m(A), B), B =@= (A = 1 ; A = 2), B = (A = _ ; _)), true).
t(db_clause_fact, (retractall(db_n(_)), assertz(db_n(1)), assertz(db_n(2)), clause(db_n(X), B)), all(X-B, [1-true, 2-true])).
t(db_clause_unbound_head, clause(_, _), error(instantiation_error)).
t(db_clause_number_head, clause(4, _), error(type_error(callable, 4))).
t(db_clause_builtin, clause(atom_length(_, _), _), error(permission_error(access, private_procedure, atom_length/2))).
t(db_clause_undefined, clause(db_undefined_zz(_), _), fail).
t(db_clause_body_mismatch, (retractall(db_n(_)), assertz(db_n(1)), clause(db_n(_), fail)), fail).
t(db_assert_body_not_callable, assertz((db_o(_) :- 1)), error(type_error(callable, _))).
t(db_assert_integer, assertz(1), error(type_error(callable, 1))).
t(db_assert_unbound, assertz(_), error(instantiation_error)).
t(db_assert_unbound_head, assertz((_ :- true)), error(instantiation_error)).
t(db_assert_builtin, assertz(atom_length(a, 1)), error(permission_error(modify, static_procedure, atom_length/2))).
t(db_assert_static_user, assertz(db_static(2)), error(permission_error(modify, static_procedure, db_static/1))).
t(db_asserta_static_user, asserta(db_static(0)), error(permission_error(modify, static_procedure, db_static/1))).
t(db_retract_static_user, retract(db_static(1)), error(permission_error(modify, static_procedure, db_static/1))).
t(db_retract_builtin, retract(atom_length(_, _)), error(permission_error(modify, static_procedure, atom_length/2))).
t(db_assert_copies_term, (retractall(db_p(_, _)), assertz(db_p(X, X)), db_p(1, Y), Y == 1, \+ db_p(1, 2), var(X)), true).
t(db_assert_no_binding_later, (retractall(db_q(_)), T = f(Y), assertz(db_q(T)), Y = 1, db_q(Z), Z = f(W), var(W)), true).
t(db_assert_cut_in_body, (retractall(db_r(_)), assertz((db_r(X) :- member(X, [1, 2, 3]), !)), db_r(Y)), all(Y, [1])).
t(db_assert_ite_in_body, (retractall(db_s(_)), assertz((db_s(X) :- (X > 0 -> true ; fail))), db_s(1), \+ db_s(-1)), true).
t(db_asserta_rule_order, (retractall(db_u(_)), assertz(db_u(last)), asserta((db_u(first) :- true)), db_u(X)), all(X, [first, last])).
t(db_code_list_stored, (retractall(db_v(_)), assertz(db_v("ab")), db_v(X), X == [97, 98]), true).
t(db_abolish_dynamic, (retractall(db_w(_)), assertz(db_w(1)), abolish(db_w/1), \+ current_predicate(db_w/1)), true).
t(db_abolish_then_assert, (abolish(db_x/1), assertz(db_x(5)), db_x(X)), all(X, [5])).
t(db_abolish_bad_arity, abolish(foo/a), error(type_error(integer, a))).
t(db_abolish_not_indicator, abolish(foo), error(type_error(predicate_indicator, foo))).
t(db_abolish_unbound, abolish(_), error(instantiation_error)).
t(db_abolish_builtin, abolish(atom_length/2), error(permission_error(modify, static_procedure, atom_length/2))).
t(db_abolish_negative_arity, abolish(foo/(-1)), error(domain_error(not_less_than_zero, -1))).
t(db_current_predicate_dynamic, (retractall(db_y(_)), assertz(db_y(1)), current_predicate(db_y/1)), true).
t(db_current_predicate_bad_name, current_predicate(0/dog), error(type_error(predicate_indicator, 0/dog))).
t(db_current_predicate_bad_arity, current_predicate(foo/bar), error(type_error(predicate_indicator, foo/bar))).
t(db_current_predicate_negative_arity, current_predicate(foo/(-1)), error(domain_error(not_less_than_zero, -1))).
t(db_current_predicate_not_indicator, current_predicate(foo), error(type_error(predicate_indicator, foo))).
t(db_current_predicate_static, current_predicate(db_static/A), all(A, [1])).
t(db_current_predicate_missing, current_predicate(db_nonexistent_zz/_), fail).
t(db_current_predicate_bad, current_predicate(4), error(type_error(predicate_indicator, 4))).
t(db_current_predicate_enumerate, (setof(N, current_predicate(db_helper_pred/N), L), L == [0, 2]), true).
t(db_predicate_property_dynamic, predicate_property(db_z(_), dynamic), true).
t(db_predicate_property_static, predicate_property(db_static(_), dynamic), fail).
t(db_predicate_property_builtin, predicate_property(atom_length(_, _), built_in), true).
t(db_dynamic_at_runtime, (dynamic(db_runtime/1), \+ db_runtime(_), assertz(db_runtime(1)), db_runtime(1), retract(db_runtime(1))), true).
t(db_counter, (retractall(db_cnt(_)), assertz(db_cnt(0)), db_counter_bump(5), db_cnt(N), N == 5), true).

t(db_logical_view_key_assert, (retractall(db_ka(_, _)), assertz(db_ka(k, 1)), assertz(db_ka(j, 0)), assertz(db_ka(k, 2)), findall(X, (db_ka(k, X), assertz(db_ka(k, 9)), asserta(db_ka(k, 8))), L), L == [1, 2], findall(Y, db_ka(k, Y), L2), L2 == [8, 8, 1, 2, 9, 9]), true).
t(db_logical_view_retract_later, (retractall(db_kb(_)), assertz(db_kb(1)), assertz(db_kb(2)), assertz(db_kb(3)), findall(X, (db_kb(X), (X == 1 -> retract(db_kb(2)) ; true)), L), L == [1, 2, 3], findall(Y, db_kb(Y), L2), L2 == [1, 3]), true).
t(db_logical_view_clause_retract, (retractall(db_kc(_)), assertz(db_kc(1)), assertz(db_kc(2)), findall(X, (clause(db_kc(X), true), once(retract(db_kc(_)))), L), L == [1, 2], \+ db_kc(_)), true).
t(db_logical_view_retract_twice, (retractall(db_kc(_)), assertz(db_kc(1)), assertz(db_kc(2)), findall(X-Y, (retract(db_kc(X)), (retract(db_kc(Y)) -> true ; Y = none)), L), L == [1-2, 2-none]), true).
t(db_var_first_arg_mixed, (retractall(db_kd(_, _)), assertz(db_kd(a, 1)), assertz(db_kd(_, 2)), assertz(db_kd(b, 3)), asserta(db_kd(a, 0)), findall(A-X, (member(A, [a, b, c]), db_kd(A, X)), L), L == [a-0, a-1, a-2, b-2, b-3, c-2], findall(Y, db_kd(_, Y), L2), L2 == [0, 1, 2, 3]), true).
t(db_retract_key_with_var_clause, (retractall(db_kd(_, _)), assertz(db_kd(_, 1)), assertz(db_kd(a, 2)), retract(db_kd(a, X)), findall(Y, db_kd(b, Y), L)), all(X-L, [1-[], 2-[]])).
t(db_retract_running_clause, (retractall(db_ke(_)), assertz((db_ke(X) :- retract((db_ke(_) :- _)), X = done)), db_ke(R), R == done, \+ clause(db_ke(_), _)), true).
t(db_retract_running_clause_alternatives, (retractall(db_kf(_)), assertz((db_kf(1) :- retract(db_kf(2)))), assertz(db_kf(2)), assertz(db_kf(3)), findall(X, db_kf(X), L), L == [1, 2, 3], findall(Y, db_kf(Y), L2), L2 == [3]), true).
t(db_assert_retract_loop, (retractall(db_kg(_)), db_loop(2000), findall(X, db_kg(X), L), L == [done]), true).
t(db_abolish_while_iterating, (retractall(db_kg(_)), assertz(db_kg(1)), assertz(db_kg(2)), findall(X, (db_kg(X), abolish(db_kg/1)), L), L == [1, 2]), true).

db_static(1).

db_helper_pred.
db_helper_pred(_, _).

db_counter_bump(0) :- !.
db_counter_bump(K) :-
    retract(db_cnt(N)),
    N1 is N + 1,
    assertz(db_cnt(N1)),
    K1 is K - 1,
    db_counter_bump(K1).

db_loop(0) :- !, assertz(db_kg(done)).
db_loop(N) :-
    assertz(db_kg(N)),
    assertz(db_kg(x)),
    retract(db_kg(N)),
    once(retract(db_kg(_))),
    N1 is N - 1,
    db_loop(N1).
