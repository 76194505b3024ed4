% Family: term inspection and construction (functor/3, arg/3, =../2,
% copy_term/2, term_variables/2, numbervars/3, unification).

t(terms_functor_compound, (functor(foo(a, b, c), N, A), N == foo, A == 3), true).
t(terms_functor_atom, (functor(foo, N, A), N == foo, A == 0), true).
t(terms_functor_number, (functor(1.5, N, A), N == 1.5, A == 0), true).
t(terms_functor_construct, (functor(X, foo, 3), X = foo(A, B, C), var(A), var(B), var(C), A \== B, B \== C), true).
t(terms_functor_construct_atom, (functor(X, foo, 0), X == foo), true).
t(terms_functor_construct_number, (functor(X, 42, 0), X == 42), true).
t(terms_functor_check_true, functor(foo(a), foo, 1), true).
t(terms_functor_check_false, functor(foo(a), bar, 1), fail).
t(terms_functor_unbound_name, functor(_, _, 1), error(instantiation_error)).
t(terms_functor_unbound_arity, functor(_, foo, _), error(instantiation_error)).
t(terms_functor_compound_name, functor(_, foo(a), 1), error(type_error(atomic, foo(a)))).
t(terms_functor_number_name, functor(_, 1.5, 1), error(type_error(_, 1.5))).
t(terms_functor_atom_arity, functor(_, foo, a), error(type_error(integer, a))).
t(terms_functor_negative_arity, functor(_, foo, -1), error(domain_error(not_less_than_zero, -1))).
t(terms_arg_second, (arg(2, f(a, b, c), X), X == b), true).
t(terms_arg_unify, (arg(1, f(X), a), X == a), true).
t(terms_arg_enumerate, arg(N, f(a, b), X), all(N-X, [1-a, 2-b])).
t(terms_arg_zero, arg(0, f(a), _), fail).
t(terms_arg_out_of_range, arg(4, f(a, b, c), _), fail).
t(terms_arg_list, (arg(1, [a|b], X), X == a), true).
t(terms_arg_atom_index, arg(a, f(a), _), error(type_error(integer, a))).
t(terms_arg_atom_term, arg(1, atom, _), error(type_error(compound, atom))).
t(terms_arg_number_term, arg(1, 3, _), error(type_error(compound, 3))).
t(terms_arg_unbound_term, arg(1, _, _), error(instantiation_error)).
t(terms_arg_negative_index, arg(-3, foo(a, b), _), error(domain_error(not_less_than_zero, -3))).
t(terms_arg_negative_index_atom_term, arg(-3, foo, _), error(type_error(compound, foo))).
t(terms_univ_decompose, (foo(a, b) =.. L, L == [foo, a, b]), true).
t(terms_univ_atom, (foo =.. L, L == [foo]), true).
t(terms_univ_number, (1.5 =.. L, L == [1.5]), true).
t(terms_univ_compose, (X =.. [foo, a, b], X == foo(a, b)), true).
t(terms_univ_compose_atom, (X =.. [foo], X == foo), true).
t(terms_univ_compose_number, (X =.. [3], X == 3), true).
t(terms_univ_bidirectional, (f(X) =.. [f, a], X == a), true).
t(terms_univ_operator, (1 + 2 =.. L, L == [+, 1, 2]), true).
t(terms_univ_empty_list, _ =.. [], error(domain_error(non_empty_list, []))).
t(terms_univ_unbound, _ =.. _, error(instantiation_error)).
t(terms_univ_partial_list, _ =.. [foo|_], error(instantiation_error)).
t(terms_univ_unbound_name, _ =.. [_, a], error(instantiation_error)).
t(terms_univ_compound_name, _ =.. [f(a), b], error(type_error(_, f(a)))).
t(terms_univ_number_name, _ =.. [1, a], error(type_error(_, 1))).
t(terms_univ_not_list, _ =.. foo, error(type_error(list, foo))).
t(terms_univ_improper_list, _ =.. [foo|bar], error(type_error(list, [foo|bar]))).
t(terms_copy_term_sharing, (copy_term(f(X, Y, X), C), C = f(A, B, D), A == D, A \== B, A \== X, B \== Y, var(A)), true).
t(terms_copy_term_atomic, (copy_term(a, C), C == a), true).
t(terms_copy_term_ground, (T = f(a, [b]), copy_term(T, C), C == T), true).
t(terms_copy_term_no_binding, (copy_term(f(X), f(a)), var(X)), true).
t(terms_copy_term_variant, (copy_term([X-Y, Y-X], C), C =@= [A-B, B-A]), true).
t(terms_copy_term_fresh_var, (copy_term(X, Y), var(Y), X \== Y), true).
t(terms_term_variables_order, (term_variables(f(X, g(Y, X), Z), L), L == [X, Y, Z]), true).
t(terms_term_variables_ground, (term_variables(f(a, [b]), L), L == []), true).
t(terms_term_variables_repeat, (term_variables([Y, X, Y], L), L == [Y, X]), true).
t(terms_term_variables_depth_first, (term_variables(f(g(A, B), h(C, A)), L), L == [A, B, C]), true).
t(terms_numbervars_basic, (numbervars(f(X, Y), 0, E), E == 2, X == '$VAR'(0), Y == '$VAR'(1)), true).
t(terms_numbervars_start, (numbervars(f(X, Y, X), 5, E), E == 7, X == '$VAR'(5), Y == '$VAR'(6)), true).
t(terms_numbervars_ground, (numbervars(a, 0, E), E == 0), true).
t(terms_numbervars_write, (numbervars(f(X, Y), 0, _), format(atom(A), '~w', [f(X, Y)]), A == 'f(A,B)'), true).
t(terms_numbervars_write_z, (numbervars(X, 25, _), format(atom(A), '~w', [X]), A == 'Z'), true).
t(terms_numbervars_write_a1, (numbervars(X, 26, _), format(atom(A), '~w', [X]), A == 'A1'), true).
t(terms_unify_compound, (f(X, b) = f(a, Y), X == a, Y == b), true).
t(terms_unify_clash, f(_) = g(_), fail).
t(terms_unify_arity_clash, f(_) = f(_, _), fail).
t(terms_unify_shared, (f(X, X) = f(Y, a), Y == a), true).
t(terms_not_unifiable, a \= b, true).
t(terms_not_unifiable_var, _ \= a, fail).
t(terms_occurs_check_fails, unify_with_occurs_check(X, f(X)), fail).
t(terms_occurs_check_ok, (unify_with_occurs_check(f(X, Y), f(Y, a)), X == a, Y == a), true).

% Zero-argument compounds (SWI-Prolog 7): p() is a compound of arity 0, not p.
t(terms_zero_arity_compound, (X = p(), compound(X), \+ atom(X), X \== p), true).
t(terms_zero_arity_quoted_name, 'p'() == p(), true).
t(terms_zero_arity_not_atom, p() = p, fail).
t(terms_zero_arity_name_arity, (compound_name_arity(p(), N, A), N == p, A == 0), true).
t(terms_zero_arity_build, (compound_name_arity(C, q, 0), compound(C), C == q()), true).
t(terms_zero_arity_arguments, (compound_name_arguments(C, q, []), compound_name_arguments(C, N, As), N == q, As == []), true).
t(terms_zero_arity_functor, functor(p(), _, _), error(domain_error(compound_non_zero_arity, p()))).
t(terms_zero_arity_univ, p() =.. _, error(domain_error(compound_non_zero_arity, p()))).
t(terms_zero_arity_arg, arg(1, p(), _), fail).
t(terms_zero_arity_order, (msort([p(a), q(), p, a()], L), L == [p, a(), q(), p(a)]), true).
t(terms_zero_arity_eval, (X is pi() - pi, X =:= 0.0), true).
t(terms_zero_arity_unknown_eval, _ is foo(), error(type_error(evaluable, foo()))).
