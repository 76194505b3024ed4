% Family: cut semantics.

t(cut_clause_commits, cut_a(X), all(X, [1])).
t(cut_clause_middle, cut_b(X), all(X, [1, 2])).
t(cut_through_disjunction, cut_c(X), all(X, [1])).
t(cut_after_disjunction, cut_d(X), all(X, [1])).
t(cut_in_disjunction_second_branch, cut_e(X), all(X, [1, 2])).
t(cut_local_to_ite_condition, cut_f(X), all(X, [1, 9])).
t(cut_in_then_branch, cut_g(X), all(X, [1])).
t(cut_in_else_branch, cut_h(X), all(X, [1])).
t(cut_local_to_negation, cut_i(X), all(X, [1, 2, 3])).
t(cut_call_opaque, cut_j(X), all(X, [1, 2, 3, 9])).
t(cut_call_disjunction_fails, call((!, fail ; true)), fail).
t(cut_call_disjunction_first, call((X = 1, ! ; X = 2)), all(X, [1])).
t(cut_call_conjunction_local, (member(X, [1, 2, 3]), call((true, !))), all(X, [1, 2, 3])).
t(cut_call_inner_goal, cut_k(X), all(X, [1, 9])).
t(cut_in_findall_goal, (findall(X, (member(X, [1, 2, 3]), !), L), L == [1]), true).
t(cut_findall_local_to_findall, cut_l(L), all(L, [[1], []])).
t(cut_once_local, cut_m(X), all(X, [1, 3])).
t(cut_softcut_condition_local, cut_n(X), all(X, [1, 9])).
t(cut_softcut_all_solutions, cut_o(X), all(X, [1, 2, 3])).
t(cut_catch_opaque, cut_p(X), all(X, [1, 2, 3, 9])).
t(cut_in_catch_goal_local, catch((member(X, [1, 2, 3]), !), _, true), all(X, [1])).
t(cut_variable_goal_opaque, cut_q(X), all(X, [1, 2, 3, 9])).
t(cut_first_goal, cut_r(X), all(X, [a, b])).
t(cut_fail_negation_positive, cut_s(3), true).
t(cut_fail_negation_negative, cut_s(7), fail).
t(cut_in_called_predicate_local, cut_t(X, Y), all(X-Y, [1-a, 2-a])).
t(cut_double_negation, cut_u(X), all(X, [1, 2])).
t(cut_if_then_no_else_then_cut, cut_v(X), all(X, [1])).
t(cut_in_bagof_goal, bagof(X, (member(X, [1, 2, 3]), !), L), all(L, [[1]])).
t(cut_forall_action, forall(member(_, [1, 2]), !), true).
t(cut_nested_ite_in_clause, cut_w(X, Y), all(X-Y, [1-small, 5-big])).
t(cut_top_level_goal, (member(X, [1, 2, 3]), !), all(X, [1])).
t(cut_disjunction_at_top, ((X = 1, ! ; X = 2) ; X = 3), all(X, [1])).
t(cut_after_ite, ((member(X, [1, 2]) -> true ; true), !), all(X, [1])).
t(cut_not_through_call_n, (member(X, [1, 2]), call(cut_x, _)), all(X, [1, 2])).

cut_a(X) :- member(X, [1, 2, 3]), !.

cut_b(1).
cut_b(2) :- !.
cut_b(3).

cut_c(X) :- ( X = 1, ! ; X = 2 ).
cut_c(3).

cut_d(X) :- ( X = 1 ; X = 2 ), !.
cut_d(3).

cut_e(X) :- ( X = 1 ; X = 2, ! ; X = 3 ).
cut_e(4).

cut_f(X) :- ( member(X, [1, 2, 3]), ! -> true ; X = 0 ).
cut_f(9).

cut_g(X) :- ( true -> member(X, [1, 2, 3]), ! ; true ).
cut_g(9).

cut_h(X) :- ( fail -> true ; member(X, [1, 2, 3]), ! ).
cut_h(9).

cut_i(X) :- member(X, [1, 2, 3]), \+ (!, fail).

cut_j(X) :- member(X, [1, 2, 3]), call(!).
cut_j(9).

cut_k(X) :- call((member(X, [1, 2, 3]), !)).
cut_k(9).

cut_l(L) :- findall(X, (member(X, [1, 2, 3]), !), L).
cut_l([]).

cut_m(X) :- once(member(X, [1, 2])).
cut_m(3).

cut_n(X) :- ( member(X, [1, 2, 3]), ! *-> true ; X = 0 ).
cut_n(9).

cut_o(X) :- ( member(X, [1, 2, 3]) *-> true ; X = 0 ).

cut_p(X) :- member(X, [1, 2, 3]), catch(!, _, true).
cut_p(9).

cut_q(X) :- G = !, member(X, [1, 2, 3]), G.
cut_q(9).

cut_r(X) :- !, member(X, [a, b]).
cut_r(c).

cut_s(X) :- X > 5, !, fail.
cut_s(_).

cut_t(X, Y) :- member(X, [1, 2]), cut_t_inner(Y).
cut_t_inner(Y) :- member(Y, [a, b]), !.

cut_u(X) :- member(X, [1, 2]), \+ \+ !.

cut_v(X) :- ( member(X, [1, 2, 3]) -> true ), !.
cut_v(9).

cut_w(X, Y) :- member(X, [1, 5]), ( X > 3 -> !, Y = big ; Y = small ).
cut_w(9, none).

cut_x(a) :- !.
cut_x(b).
