% Family: comparison and the standard order of terms.

t(compare_identical_atoms, a == a, true).
t(compare_different_atoms, a == b, fail).
t(compare_same_var, X == X, true).
t(compare_different_vars, _ == _, fail).
t(compare_int_float_not_identical, 1 == 1.0, fail).
t(compare_compound_identical, f(X, a) == f(X, a), true).
t(compare_not_identical, a \== b, true).
t(compare_not_identical_same, a \== a, fail).
t(compare_order_less, compare(O, 1, 2), all(O, [<])).
t(compare_order_greater, compare(O, b, a), all(O, [>])).
t(compare_order_equal, compare(O, f(a), f(a)), all(O, [=])).
t(compare_order_check, compare(<, a, b), true).
t(compare_order_check_fail, compare(=, 1, 1.0), fail).
t(compare_var_before_number, _ @< 1, true).
t(compare_number_before_atom, 1 @< a, true).
t(compare_atom_before_compound, z @< f(a), true).
t(compare_float_before_equal_int, 1.0 @< 1, true).
t(compare_int_after_equal_float, compare(O, 1, 1.0), all(O, [>])).
t(compare_float_less_int, 1.5 @< 2, true).
t(compare_numbers_by_value, 1 @< 2, true).
t(compare_negative_numbers, -5 @< -2, true).
t(compare_bigints, (X is 2 ^ 70, Y is 2 ^ 71, X @< Y), true).
t(compare_atoms_alphabetic, abc @< abd, true).
t(compare_atom_prefix, ab @< abc, true).
t(compare_atom_uppercase_first, 'B' @< a, true).
t(compare_empty_atom_first, '' @< a, true).
t(compare_compound_arity_first, g(a) @< f(a, a), true).
t(compare_compound_name_second, f(b) @< g(a), true).
t(compare_compound_args_left_to_right, f(a, b) @< f(b, a), true).
t(compare_compound_args_equal_first, f(a, b) @< f(a, c), true).
t(compare_list_prefix, [a] @< [a, b], true).
t(compare_greater_equal, b @>= a, true).
t(compare_less_equal_same, a @=< a, true).
t(compare_greater, f(b) @> f(a), true).
t(compare_msort_mixed, (msort([c, f(x), 3, a, 1, b], L), L == [1, 3, a, b, c, f(x)]), true).
t(compare_msort_var_first, (msort([b, X, 1], L), L = [V|_], V == X), true).
t(compare_sort_dedup, (sort([b, a, c, a], L), L == [a, b, c]), true).
t(compare_sort_compounds, (sort([f(2), f(1), g(0), f(1, a)], L), L == [f(1), f(2), g(0), f(1, a)]), true).
t(compare_bad_order_atom, compare(foo, a, b), error(domain_error(order, foo))).
t(compare_bad_order_type, compare(1, a, b), error(type_error(atom, 1))).
t(compare_variant_vars, f(_, _) =@= f(_, _), true).
t(compare_variant_shared_vs_distinct, f(A, A) =@= f(_, _), fail).
t(compare_variant_with_atoms, f(_, b) =@= f(_, b), true).
t(compare_variant_var_atom, f(_) =@= f(a), fail).
t(compare_variant_atoms, a =@= a, true).
t(compare_variant_same_pattern, f(A, _, A) =@= g(C, _, C), fail).
t(compare_variant_pattern, f(A, _, A) =@= f(C, _, C), true).
t(compare_subsumes_general, subsumes_term(f(_), f(a)), true).
t(compare_subsumes_specific, subsumes_term(f(a), f(_)), fail).
t(compare_subsumes_shared, subsumes_term(f(X, X), f(_, _)), fail).
t(compare_subsumes_distinct, subsumes_term(f(_, _), f(Z, Z)), true).
t(compare_subsumes_no_binding, (subsumes_term(f(X), f(a)), var(X)), true).
t(compare_subsumes_occurs, subsumes_term(X, f(X)), fail).
t(compare_subsumes_identical, subsumes_term(g(X), g(X)), true).
