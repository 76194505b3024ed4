% Family: single sided unification (=> rules) and $/1.

t(ssu_head_matches_instance, ssu_f(a, X), all(X, [1])).
t(ssu_does_not_bind_call, ssu_f(_, _), error(existence_error(matching_rule, _))).
t(ssu_guard_commits, ssu_f(b(5), X), all(X, [pos])).
t(ssu_guard_fails_next_rule, ssu_f(b(0), X), all(X, [nonpos])).
t(ssu_body_unifies_output, ssu_f(a, 2), fail).
t(ssu_no_matching_rule, ssu_f(c, _), error(existence_error(matching_rule, ssu_f(c, _)))).
t(ssu_commit_after_match, ssu_g(1, X), all(X, [one])).
t(ssu_repeated_head_variable, ssu_same(a, a), true).
t(ssu_repeated_head_variable_differs, ssu_same(a, b), fail).
t(ssu_repeated_head_variable_unbound, ssu_same(_, b), fail).
t(ssu_recursion, ssu_len([x, y], N), all(N, [2])).
t(ssu_det_goal, '$'(member(X, [1])), all(X, [1])).
t(ssu_det_goal_nondet, '$'(member(_, [1, 2])), error(determinism_error(_, det, nondet, goal))).
t(ssu_det_goal_fails, '$'(fail), error(determinism_error(fail, det, fail, goal))).
t(ssu_det_goal_as_called, '$'(ssu_two(a, _)), error(determinism_error(ssu_two(a, _), det, nondet, goal))).
t(ssu_key_int, ssu_k(0, X), all(X, [zero])).
t(ssu_key_int_not_float, ssu_k(0.0, X), all(X, [other])).
t(ssu_key_list, ssu_k([a], X), all(X, [list])).
t(ssu_key_atom, ssu_k(s, X), all(X, [atom])).
t(ssu_key_compound, ssu_k(f(1), X), all(X, [f])).
t(ssu_key_other_functor, ssu_k(f(1, 2), X), all(X, [other])).
t(ssu_key_unbound_call, ssu_k(_, X), all(X, [other])).
t(ssu_key_loop, (ssu_down(1000, R)), all(R, [done])).
t(ssu_det_inline_nondet, ssu_det_once(_), error(determinism_error(ssu_dq(1), det, nondet, goal))).
t(ssu_det_inline_det, ssu_det_once(2), true).
t(ssu_det_inline_fails, ssu_det_fails, error(determinism_error(ssu_dq(3), det, fail, goal))).
t(ssu_det_inline_error_passes, ssu_det_error, error(instantiation_error)).
t(ssu_det_inline_in_branch, ssu_det_in_branch(2, Y), all(Y, [2])).
t(ssu_det_inline_in_branch_nondet, ssu_det_in_branch(0, _), error(determinism_error(ssu_dq(_), det, nondet, goal))).
t(ssu_det_inline_no_retry, (ssu_det_then(2, Y), Y > 5 ; Y = none), all(Y, [none])).
t(ssu_det_inline_cut_inside, ssu_det_cut_inside(X), all(X, [1])).
t(ssu_det_inline_cut_inside_fails, ssu_det_cut_fails, error(determinism_error(_, det, fail, goal))).
t(ssu_det_inline_twice, ssu_det_twice(X, Y), all(X-Y, [2-2])).
t(ssu_det_var_goal, (G = ssu_dq(_), '$'(G)), error(determinism_error(call(ssu_dq(1)), det, nondet, goal))).
t(ssu_det_meta_call, (G = ssu_dq(_), call('$', G)), error(determinism_error(_, det, nondet, goal))).
t(ssu_det_meta_unbound, '$'(_), error(instantiation_error)).
t(ssu_commit_first_clause, ssu_cm(a, Y), all(Y, [a, b])).
t(ssu_commit_later_clause, ssu_cn(1, Y), all(Y, [one, 1])).
t(ssu_commit_unbound_first, ssu_cn(X, Y), all(X-Y, [1-one, X-X])).

ssu_f(a, X) => X = 1.
ssu_f(b(Y), X), Y > 0 => X = pos.
ssu_f(b(_), X) => X = nonpos.

ssu_g(1, X) => X = one.
ssu_g(_, X) => X = other.

ssu_same(X, X) => true.
ssu_same(_, _) => fail.

ssu_len([], N) => N = 0.
ssu_len([_|T], N) => ssu_len(T, N0), N is N0 + 1.

ssu_two(a, 1).
ssu_two(a, 2).

ssu_k(0, X) => X = zero.
ssu_k([_|_], X) => X = list.
ssu_k(s, X) => X = atom.
ssu_k(f(_), X) => X = f.
ssu_k(_, X) => X = other.

ssu_down(0, R) => R = done.
ssu_down(N, R) => N1 is N - 1, ssu_down(N1, R).

ssu_dq(1).
ssu_dq(2).

ssu_det_once(X) :- $(ssu_dq(X)).
ssu_det_fails :- $(ssu_dq(3)).
ssu_det_error :- $(atom_length(_, _)).
ssu_det_in_branch(X, Y) :- ( X > 0 -> $(ssu_dq(X)), Y = X ; $(ssu_dq(Y)) ).
ssu_det_then(X, Y) :- $(ssu_dq(X)), Y = X.
ssu_det_cut_inside(X) :- $((ssu_dq(X), !)).
ssu_det_cut_fails :- $((!, fail)).
ssu_det_twice(X, Y) :- $(ssu_dq(2)), X = 2, $(ssu_dq(X)), Y = X.

ssu_cm(X, Y) :- !, member(Y, [X, b]).
ssu_cm(_, c).

ssu_cn(1, one).
ssu_cn(X, Y) :- !, Y = X.
ssu_cn(_, never).
