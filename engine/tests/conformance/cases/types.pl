% Family: type checking.

t(types_var_unbound, var(_), true).
t(types_var_bound, var(a), fail).
t(types_var_after_binding, (X = Y, var(X), Y = 1, nonvar(X)), true).
t(types_nonvar_atom, nonvar(a), true).
t(types_nonvar_unbound, nonvar(_), fail).
t(types_nonvar_compound_with_vars, nonvar(f(_)), true).
t(types_atom_atom, atom(foo), true).
t(types_atom_empty, atom(''), true).
t(types_atom_quoted, atom('hello world'), true).
t(types_atom_symbol, atom(+), true).
t(types_atom_curly, atom({}), true).
t(types_atom_integer, atom(1), fail).
t(types_atom_compound, atom(f(x)), fail).
t(types_atom_unbound, atom(_), fail).
t(types_atom_code_list, atom("ab"), fail).
t(types_number_int, number(1), true).
t(types_number_float, number(1.5), true).
t(types_number_negative, number(-3), true).
t(types_number_atom, number(a), fail).
t(types_number_expression, number(1 + 2), fail).
t(types_integer_int, integer(42), true).
t(types_integer_bigint, (X is 2 ^ 80, integer(X)), true).
t(types_integer_float, integer(1.0), fail).
t(types_integer_unevaluated, integer(2 ^ 80), fail).
t(types_float_float, float(1.0), true).
t(types_float_int, float(1), fail).
t(types_atomic_atom, atomic(a), true).
t(types_atomic_int, atomic(1), true).
t(types_atomic_float, atomic(1.5), true).
t(types_atomic_compound, atomic(f(x)), fail).
t(types_atomic_unbound, atomic(_), fail).
t(types_compound_compound, compound(f(x)), true).
t(types_compound_list, compound([a]), true).
t(types_compound_minus_one, compound(-(1)), true).
t(types_compound_atom, compound(a), fail).
t(types_compound_empty_list, compound([]), fail).
t(types_compound_unbound, compound(_), fail).
t(types_compound_code_list, compound("ab"), true).
t(types_callable_atom, callable(a), true).
t(types_callable_compound, callable(f(x)), true).
t(types_callable_conjunction, callable((a, b)), true).
t(types_callable_integer, callable(1), fail).
t(types_callable_unbound, callable(_), fail).
t(types_is_list_empty, is_list([]), true).
t(types_is_list_proper, is_list([a, b]), true).
t(types_is_list_partial, is_list([a|_]), fail).
t(types_is_list_improper, is_list([a|b]), fail).
t(types_is_list_atom, is_list(a), fail).
t(types_is_list_code_list, is_list("abc"), true).
t(types_ground_atom, ground(a), true).
t(types_ground_compound, ground(f(a, [b, c])), true).
t(types_ground_nonground, ground(f(a, [b, _])), fail).
t(types_ground_unbound, ground(_), fail).
t(types_ground_after_binding, (T = f(X), X = 1, ground(T)), true).

% blob/2 (SWI-Prolog): atoms are text blobs, [] a reserved symbol, numbers and
% strings no blobs.
t(types_blob_atom, (blob(a, T), T == text), true).
t(types_blob_nil, (blob([], T), T == reserved_symbol), true).
t(types_blob_number, blob(1, _), fail).
t(types_blob_string, blob("s", _), fail).
t(types_blob_var, blob(_, _), fail).
