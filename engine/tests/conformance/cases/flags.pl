% Family: Prolog flags and operators (current_prolog_flag/2,
% set_prolog_flag/2, op/3, current_op/3).

t(flags_bounded, current_prolog_flag(bounded, false), true).
t(flags_unknown_error, current_prolog_flag(unknown, error), true).
t(flags_integer_rounding, current_prolog_flag(integer_rounding_function, toward_zero), true).
t(flags_set_double_quotes_codes, (set_prolog_flag(double_quotes, codes), current_prolog_flag(double_quotes, F), F == codes), true).
t(flags_double_quotes_atom_reading, (set_prolog_flag(double_quotes, atom), term_to_atom(T, '"ab"'), set_prolog_flag(double_quotes, codes), T == ab), true).
t(flags_double_quotes_codes_reading, (set_prolog_flag(double_quotes, codes), term_to_atom(T, '"ab"'), T == [97, 98]), true).
t(flags_double_quotes_chars_reading, (set_prolog_flag(double_quotes, chars), term_to_atom(T, '"ab"'), set_prolog_flag(double_quotes, codes), T == [a, b]), true).
t(flags_set_bounded, set_prolog_flag(bounded, true), error(permission_error(modify, flag, bounded))).
t(flags_set_unbound, set_prolog_flag(_, 1), error(instantiation_error)).
t(flags_current_bad_name, current_prolog_flag(1, _), error(type_error(atom, 1))).
t(flags_unknown_fail_mode, (set_prolog_flag(unknown, fail), (catch(flg_undefined_zz, _, fail) -> R = succeeded ; R = failed), set_prolog_flag(unknown, error), R == failed), true).
t(flags_unknown_restore, (set_prolog_flag(unknown, error), catch(flg_undefined_zz, error(existence_error(procedure, _), _), true)), true).
t(flags_op_current_mod, current_op(P, T, mod), all(P-T, [400-yfx])).
t(flags_op_current_is, current_op(P, T, is), all(P-T, [700-xfx])).
t(flags_op_current_minus, setof(P-T, current_op(P, T, -), L), all(L, [[200-fy, 500-yfx]])).
t(flags_op_current_comma, current_op(P, xfy, ','), all(P, [1000])).
t(flags_op_current_neck, setof(T, current_op(1200, T, :-), L), all(L, [[fx, xfx]])).
t(flags_op_current_ite, (current_op(1050, xfy, ->), current_op(1100, xfy, ;), current_op(900, fy, \+)), true).
t(flags_op_current_arith, (current_op(500, yfx, +), current_op(400, yfx, *), current_op(400, yfx, //), current_op(200, xfy, ^), current_op(200, xfx, **)), true).
t(flags_op_current_compare, (current_op(700, xfx, =..), current_op(700, xfx, ==), current_op(700, xfx, @<), current_op(700, xfx, =:=)), true).
t(flags_op_define_and_remove, (op(700, xfx, flg_op1), current_op(P, T, flg_op1), op(0, xfx, flg_op1), \+ current_op(_, xfx, flg_op1), P == 700, T == xfx), true).
t(flags_op_list_form, (op(700, xfx, [flg_op2, flg_op3]), current_op(700, xfx, flg_op2), current_op(700, xfx, flg_op3), op(0, xfx, [flg_op2, flg_op3])), true).
t(flags_op_changes_reading, (op(200, xfy, flg_op4), term_to_atom(T, 'a flg_op4 b flg_op4 c'), op(0, xfy, flg_op4), T == flg_op4(a, flg_op4(b, c))), true).
t(flags_op_changes_writing, (op(700, xfx, flg_op5), format(atom(A), '~q', [flg_op5(a, b)]), op(0, xfx, flg_op5), A == 'a flg_op5 b'), true).
t(flags_op_bad_priority, op(1201, xfx, flg_bad), error(domain_error(operator_priority, 1201))).
t(flags_op_bad_specifier, op(700, yfy, flg_bad), error(domain_error(operator_specifier, yfy))).
t(flags_op_modify_comma, op(700, xfx, ','), error(permission_error(modify, operator, ','))).
t(flags_op_bar_low_priority, op(700, xfx, '|'), error(permission_error(create, operator, '|'))).
t(flags_op_unbound_priority, op(_, xfx, flg_bad), error(instantiation_error)).
t(flags_op_bad_name, op(700, xfx, 1), error(type_error(list, 1))).
t(flags_current_op_bad_specifier, current_op(_, foo, _), error(domain_error(operator_specifier, foo))).
t(flags_boolean_on_off, (current_prolog_flag(debug, off), current_prolog_flag(last_call_optimisation, on)), true).
t(flags_boolean_value_is_false, (current_prolog_flag(debug, V), V == false), true).
t(flags_set_max_arity, set_prolog_flag(max_arity, 40), error(permission_error(modify, flag, max_arity))).
t(flags_set_version, set_prolog_flag(version, 1), error(permission_error(modify, flag, version))).
t(flags_set_debug_bad_value, set_prolog_flag(debug, no), error(_)).
t(flags_set_debug_on, (set_prolog_flag(debug, on), current_prolog_flag(debug, V), set_prolog_flag(debug, false), V == true), true).
t(flags_unknown_warning_mode, (set_prolog_flag(unknown, warning), (catch(flg_undefined_zz, _, fail) -> R = succeeded ; R = failed), set_prolog_flag(unknown, error), R == failed), true).
t(flags_unknown_fail_call_n, (set_prolog_flag(unknown, fail), (catch(call(flg_undefined_zz, 1), _, fail) -> R = succeeded ; R = failed), set_prolog_flag(unknown, error), R == failed), true).
t(flags_version_integer, (current_prolog_flag(version, V), integer(V)), true).
