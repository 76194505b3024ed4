% Family: between/3, succ/2, plus/3.

t(misc_between_enumerate, between(1, 3, X), all(X, [1, 2, 3])).
t(misc_between_single, between(5, 5, X), all(X, [5])).
t(misc_between_empty, between(3, 1, _), fail).
t(misc_between_check_in, between(1, 3, 3), true).
t(misc_between_check_out, between(1, 3, 4), fail).
t(misc_between_check_below, between(1, 3, 0), fail).
t(misc_between_negative, between(-2, 0, X), all(X, [-2, -1, 0])).
t(misc_between_inf, (between(1, inf, X), X > 4, !), all(X, [5])).
t(misc_between_infinite, (between(1, infinite, X), X >= 3, !), all(X, [3])).
t(misc_between_bigint, (L is 2 ^ 70, H is L + 2, findall(X, between(L, H, X), Xs), length(Xs, 3), Xs = [F|_], F == L), true).
t(misc_between_bad_low, between(a, 3, _), error(type_error(integer, a))).
t(misc_between_bad_high, between(1, a, _), error(type_error(integer, a))).
t(misc_between_bad_value, between(1, 3, a), error(type_error(integer, a))).
t(misc_between_float_low, between(1.0, 3, _), error(type_error(integer, 1.0))).
t(misc_between_unbound_low, between(_, 3, _), error(instantiation_error)).
t(misc_between_unbound_high, between(1, _, _), error(instantiation_error)).
t(misc_succ_forward, (succ(3, X), X == 4), true).
t(misc_succ_backward, (succ(X, 4), X == 3), true).
t(misc_succ_zero, (succ(X, 1), X == 0), true).
t(misc_succ_check, succ(0, 1), true).
t(misc_succ_check_fail, succ(0, 2), fail).
t(misc_succ_of_zero_fails, succ(_, 0), fail).
t(misc_succ_bigint, (X is 2 ^ 64, succ(X, Y), Y =:= 2 ^ 64 + 1), true).
t(misc_succ_unbound, succ(_, _), error(instantiation_error)).
t(misc_succ_not_integer, succ(a, _), error(type_error(integer, a))).
t(misc_succ_float, succ(1.5, _), error(type_error(integer, 1.5))).
t(misc_succ_negative_first, succ(-1, _), error(domain_error(not_less_than_zero, -1))).
t(misc_succ_negative_second, succ(_, -1), error(domain_error(not_less_than_zero, -1))).
t(misc_plus_forward, (plus(1, 2, X), X == 3), true).
t(misc_plus_first, (plus(X, 2, 5), X == 3), true).
t(misc_plus_second, (plus(1, X, 5), X == 4), true).
t(misc_plus_check, plus(1, 2, 3), true).
t(misc_plus_check_fail, plus(1, 2, 4), fail).
t(misc_plus_negative, (plus(-5, 2, X), X == -3), true).
t(misc_plus_two_unbound, plus(_, _, 5), error(instantiation_error)).
t(misc_plus_not_integer, plus(a, 1, _), error(type_error(integer, a))).
t(misc_writeln, (with_output_to(atom(A), writeln(hello)), A == 'hello\n'), true).
t(misc_must_be_ok, must_be(positive_integer, 3), true).
t(misc_must_be_type, must_be(positive_integer, 0), error(type_error(positive_integer, 0))).
t(misc_must_be_var, must_be(integer, _), error(instantiation_error)).
t(misc_ord_union, (ord_union([a,c], [b,c,d], U), U == [a,b,c,d]), true).
t(misc_ord_subtract, (ord_subtract([a,b,c,d], [b,d], S), S == [a,c]), true).
t(misc_ord_memberchk, ord_memberchk(c, [a,b,c]), true).
t(misc_list_to_ord_set, (list_to_ord_set([c,a,b,a], S), S == [a,b,c]), true).
t(misc_nb_current_missing, nb_current(no_such_key_xyz, _), fail).
