% Family: global variables (nb_setval/nb_getval, b_setval/b_getval).

t(globals_nb_set_get, (nb_setval(gv_a, 1), nb_getval(gv_a, X), X == 1), true).
t(globals_nb_overwrite, (nb_setval(gv_b, 1), nb_setval(gv_b, 2), nb_getval(gv_b, X), X == 2), true).
t(globals_nb_copy, (nb_setval(gv_c, f(_, _)), nb_getval(gv_c, V), V =@= f(_, _)), true).
t(globals_nb_no_binding_link, (nb_setval(gv_d, f(Y)), Y = 1, nb_getval(gv_d, V), V = f(Z), var(Z)), true).
t(globals_nb_survives_backtracking, (nb_setval(gv_e, 0), (member(X, [1, 2, 3]), nb_setval(gv_e, X), fail ; true), nb_getval(gv_e, V), V == 3), true).
t(globals_nb_compound, (nb_setval(gv_f, [a, f(b), "c"]), nb_getval(gv_f, V), V == [a, f(b), [99]]), true).
t(globals_nb_bigint, (X is 2 ^ 90, nb_setval(gv_g, X), nb_getval(gv_g, V), V == X), true).
t(globals_nb_counter, (nb_setval(gv_h, 0), forall(between(1, 10, _), (nb_getval(gv_h, N), N1 is N + 1, nb_setval(gv_h, N1))), nb_getval(gv_h, V), V == 10), true).
t(globals_b_set_get, (b_setval(gv_i, 5), b_getval(gv_i, V), V == 5), true).
t(globals_b_undone_on_backtracking, (nb_setval(gv_j, 0), (b_setval(gv_j, 1), fail ; true), b_getval(gv_j, V), V == 0), true).
t(globals_b_keeps_variable_identity, (b_setval(gv_k, f(Y)), b_getval(gv_k, V), V == f(Y)), true).
t(globals_nb_getval_missing, nb_getval(gv_missing_zz, _), error(existence_error(_, gv_missing_zz))).
t(globals_nb_setval_unbound_key, nb_setval(_, 1), error(instantiation_error)).
t(globals_nb_setval_bad_key, nb_setval(1, a), error(type_error(atom, 1))).
