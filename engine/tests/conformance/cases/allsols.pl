% Family: all-solutions predicates (findall/3,4, bagof/3, setof/3, ^).

t(allsols_findall_order, (findall(X, member(X, [c, a, b]), L), L == [c, a, b]), true).
t(allsols_findall_empty, (findall(_, fail, L), L == []), true).
t(allsols_findall_pairs, (findall(X-Y, member(X-Y, [1-a, 2-b]), L), L == [1-a, 2-b]), true).
t(allsols_findall_filter, (findall(X, (member(X, [1, 2, 3]), X > 1), L), L == [2, 3]), true).
t(allsols_findall_fresh_copies, (findall(X, member(X, [A, _, A]), L), L = [P, Q, R], var(P), P \== R, P \== Q, P \== A), true).
t(allsols_findall_bound_result, (findall(X, (X = f(Y), Y = 1), L), L == [f(1)]), true).
t(allsols_findall_partial_result, (findall(X, member(X, [1, 2]), [A|B]), A == 1, B == [2]), true).
t(allsols_findall_result_mismatch, findall(X, member(X, [1, 2]), [2, 1]), fail).
t(allsols_findall_no_binding, (findall(X, member(X, [1, 2]), _), var(X)), true).
t(allsols_findall_nested, (findall(L, (member(N, [1, 2]), findall(M, between(1, N, M), L)), R), R == [[1], [1, 2]]), true).
t(allsols_findall4, (findall(X, member(X, [1, 2]), L, [3]), L == [1, 2, 3]), true).
t(allsols_findall4_tail_var, (findall(X, member(X, [1, 2]), L, T), L = [1, 2|T2], T2 == T, var(T)), true).
t(allsols_findall_unbound_goal, findall(_, _, _), error(instantiation_error)).
t(allsols_findall_bad_goal, findall(_, 4, _), error(type_error(callable, 4))).
t(allsols_findall_error_propagates, findall(X, (X = 1 ; throw(bang)), _), ball(bang)).
t(allsols_bagof, (bagof(X, member(X, [c, a, b]), L), L == [c, a, b]), true).
t(allsols_bagof_empty_fails, bagof(_, fail, _), fail).
t(allsols_bagof_filter_fails, bagof(X, (member(X, [1, 2, 3]), X > 5), _), fail).
t(allsols_bagof_free_variable, bagof(X, member(X-Y, [1-a, 2-b, 3-a]), L), all(Y-L, [a-[1, 3], b-[2]])).
t(allsols_bagof_caret, (bagof(X, Y^member(X-Y, [1-a, 2-b, 3-a]), L), L == [1, 2, 3]), true).
t(allsols_bagof_caret_two_vars, (bagof(X, Y^Z^member(X-Y-Z, [1-a-x, 2-b-y]), L), L == [1, 2]), true).
t(allsols_bagof_caret_term, (bagof(X, f(Y, Z)^member(X-Y-Z, [1-a-x, 2-b-y]), L), L == [1, 2]), true).
t(allsols_bagof_two_free_variables, bagof(X, member(X-Y-Z, [1-a-x, 2-a-y, 3-a-x]), L), all(Y-Z-L, [a-x-[1, 3], a-y-[2]])).
t(allsols_bagof_caret_conjunction, (bagof(X, Y^(member(X-Y, [1-1, 2-2, 3-3]), Y > 1), L), L == [2, 3]), true).
t(allsols_bagof_template_pairs, (bagof(X-Y, member(X-Y, [1-a, 2-b]), L), L == [1-a, 2-b]), true).
t(allsols_bagof_keeps_duplicates, (bagof(X, member(X, [b, a, b]), L), L == [b, a, b]), true).
t(allsols_bagof_unbound_goal, bagof(_, _, _), error(instantiation_error)).
t(allsols_bagof_bad_goal, bagof(_, 1, _), error(type_error(callable, 1))).
t(allsols_setof_sorted, (setof(X, member(X, [c, a, b, a]), L), L == [a, b, c]), true).
t(allsols_setof_empty_fails, setof(_, fail, _), fail).
t(allsols_setof_free_variable, setof(X, member(X-Y, [1-a, 3-b, 2-b, 1-a]), L), all(Y-L, [a-[1], b-[2, 3]])).
t(allsols_setof_pairs_sorted, (setof(X-Y, member(X-Y, [b-1, a-2, a-1]), L), L == [a-1, a-2, b-1]), true).
t(allsols_setof_caret, (setof(X, Y^member(X-Y, [b-1, a-2, b-3]), L), L == [a, b]), true).
t(allsols_setof_numbers, (setof(X, member(X, [3, 1.0, 2, 1]), L), L == [1.0, 1, 2, 3]), true).
t(allsols_setof_nested, (setof(K-Vs, setof(V, member(K-V, [b-2, a-1, b-1]), Vs), L), L == [a-[1], b-[1, 2]]), true).
t(allsols_setof_unbound_goal, setof(_, _, _), error(instantiation_error)).
t(allsols_aggregate_count, (findall(x, between(1, 1000, _), L), length(L, N), N == 1000), true).
t(allsols_forall_with_findall, forall(member(X, [1, 2]), (findall(Y, between(1, X, Y), L), length(L, X))), true).
