% Family: term output (write ~w, print ~p, writeq ~q, write_canonical ~k),
% captured with format(atom(A), Format, [Term]).

t(write_atom_plain, wr_q(hello, hello), true).
t(write_atom_uppercase, wr_q('Hello', '\'Hello\''), true).
t(write_atom_underscore, wr_q('_x', '\'_x\''), true).
t(write_atom_mixed_case, wr_q(aBc, aBc), true).
t(write_atom_digit_start, wr_q('1a', '\'1a\''), true).
t(write_atom_space, wr_q('hello world', '\'hello world\''), true).
t(write_atom_empty, wr_q('', '\'\''), true).
t(write_atom_newline_escape, wr_q('a\nb', '\'a\\nb\''), true).
t(write_atom_backslash, wr_q('\\', '\\'), true).
t(write_atom_comment_start, wr_q('/*', '\'/*\''), true).
t(write_atom_symbolic, wr_q(+, +), true).
t(write_atom_comma, wr_q(',', '\',\''), true).
t(write_atom_bar, wr_q('|', '\'|\''), true).
t(write_atom_empty_list, wr_q([], '[]'), true).
t(write_atom_curly, wr_q({}, '{}'), true).
t(write_atom_semicolon_arg, wr_q(f(;), 'f(;)'), true).
t(write_atom_cut, wr_q(!, !), true).
t(write_atom_neck, wr_q((:-), ':-'), true).
t(write_atom_unicode_lower, wr_q('é', 'é'), true).
t(write_atom_quoted_in_term, wr_q(a + 'B', 'a+\'B\''), true).
t(write_compound, wr_q(f('A', b, "c"), 'f(\'A\',b,[99])'), true).
t(write_quoted_functor, wr_q('Hello'(x), '\'Hello\'(x)'), true).
t(write_comma_argument, wr_q(f(','), 'f(\',\')'), true).
t(write_operator_argument, wr_q(f(-), 'f(-)'), true).
t(write_operator_arguments, wr_q(f(-, +), 'f(-,+)'), true).
t(write_operator_in_list, wr_q([-], '[-]'), true).
t(write_neck_argument, wr_q(f(:-), 'f(:-)'), true).
t(write_list, wr_q([a, 'B', 1], '[a,\'B\',1]'), true).
t(write_list_tail, wr_q([a|b], '[a|b]'), true).
t(write_list_quoted_tail, wr_q([a, 'B'|'C'], '[a,\'B\'|\'C\']'), true).
t(write_nested_list, wr_q([a, [b, c]], '[a,[b,c]]'), true).
t(write_code_list, wr_q("abc", '[97,98,99]'), true).
t(write_curly_term, wr_q({x}, '{x}'), true).
t(write_curly_conjunction, wr_q({a, b}, '{a,b}'), true).
t(write_infix, wr_q(1 + 2, '1+2'), true).
t(write_priority_no_parens, wr_q(1 + 2 * 3, '1+2*3'), true).
t(write_priority_parens, wr_q((1 + 2) * 3, '(1+2)*3'), true).
t(write_left_assoc, wr_q(2 - 3 - 4, '2-3-4'), true).
t(write_left_assoc_right_parens, wr_q(2 - (3 - 4), '2-(3-4)'), true).
t(write_right_assoc, wr_q(2 ^ 3 ^ 4, '2^3^4'), true).
t(write_right_assoc_left_parens, wr_q((2 ^ 3) ^ 4, '(2^3)^4'), true).
t(write_xfy_colon, wr_q(a:b:c, 'a:b:c'), true).
t(write_xfy_colon_parens, wr_q((a:b):c, '(a:b):c'), true).
t(write_xfx_nested_left, wr_q((a = b) = c, '(a=b)=c'), true).
t(write_xfx_nested_right, wr_q(a = (b = c), 'a=(b=c)'), true).
t(write_minus_one_compound, wr_q(-(1), '- 1'), true).
t(write_minus_negative_one, wr_q(-(-1), '- -1'), true).
t(write_minus_minus_one, wr_q(-(-(1)), '- - 1'), true).
t(write_minus_float_compound, wr_q(-(1.0), '- 1.0'), true).
t(write_minus_atom, wr_q(-(a), '-a'), true).
t(write_minus_minus_atom, wr_q(-(-(a)), '- -a'), true).
t(write_negative_number_argument, wr_q(f(-1), 'f(-1)'), true).
t(write_minus_negative_number, wr_q(1 - -1, '1- -1'), true).
t(write_plus_negative_number, wr_q(1 + -2, '1+ -2'), true).
t(write_times_negative_number, wr_q(1 * -1, '1* -1'), true).
t(write_minus_prefix_op, wr_q(a - (-a), 'a- -a'), true).
t(write_negation, wr_q(\+ a, '\\+a'), true).
t(write_double_negation, wr_q(\+ \+ a, '\\+ \\+a'), true).
t(write_clause, wr_q((a :- b, c ; d), 'a:-b,c;d'), true).
t(write_clause_as_argument, wr_q(f((a :- b)), 'f((a:-b))'), true).
t(write_clause_in_list, wr_q([(a :- b)], '[(a:-b)]'), true).
t(write_conjunction, wr_q((a, b), 'a,b'), true).
t(write_conjunction_argument, wr_q(f((a, b)), 'f((a,b))'), true).
t(write_conjunction_in_list, wr_q([(a, b)], '[(a,b)]'), true).
t(write_if_then_else, wr_q((a -> b ; c), 'a->b;c'), true).
t(write_disjunction_argument, wr_q(f((a ; b)), 'f((a;b))'), true).
t(write_conjunction_left_of_eq, wr_q(((a, b) = c), '(a,b)=c'), true).
t(write_univ_operator, wr_q(1 =.. 2, '1=..2'), true).
t(write_var_numbervars_q, wr_q('$VAR'(1), 'B'), true).
t(write_var_numbervars_q_27, wr_q('$VAR'(27), 'B1'), true).
t(write_float_one, wr_q(1.0, '1.0'), true).
t(write_float_tenth, wr_q(0.1, '0.1'), true).
t(write_float_negative, wr_q(-2.5, '-2.5'), true).
t(write_float_negative_zero, wr_q(-0.0, '-0.0'), true).
t(write_float_large_plain, wr_q(1.0e10, '10000000000.0'), true).
t(write_float_1e15, wr_q(1.0e15, '1.0e+15'), true).
t(write_float_1e22, wr_q(1.0e22, '1.0e+22'), true).
t(write_float_large_exponent, wr_q(1.5e300, '1.5e+300'), true).
t(write_float_small_exponent_1, wr_q(3.0e-5, '3.0e-5'), true).
t(write_float_small_exponent, wr_q(1.0e-10, '1.0e-10'), true).
t(write_float_milli, wr_q(0.001, '0.001'), true).
t(write_float_hundred_thousand, wr_q(100000.0, '100000.0'), true).
t(write_float_many_digits, wr_q(123456789.0, '123456789.0'), true).
t(write_float_shortest_roundtrip, (X is 0.1 + 0.2, wr_q(X, '0.30000000000000004')), true).
t(write_bigint, (X is 2 ^ 100, wr_q(X, '1267650600228229401496703205376')), true).
t(write_negative_bigint, (X is -(2 ^ 70), wr_q(X, '-1180591620717411303424')), true).
t(write_user_operator, (op(700, xfx, wr_op), format(atom(A), '~q', [wr_op(a, b)]), op(0, xfx, wr_op), A == 'a wr_op b'), true).
t(write_w_unquoted, (format(atom(A), '~w', ['hello world']), A == 'hello world'), true).
t(write_w_compound, (format(atom(A), '~w', [f('A', b)]), A == 'f(A,b)'), true).
t(write_w_list, (format(atom(A), '~w', [[a, 'B']]), A == '[a,B]'), true).
t(write_w_minus_one, (format(atom(A), '~w', [-(1)]), A == '- 1'), true).
t(write_w_clause, (format(atom(A), '~w', [(a :- b)]), A == 'a:-b'), true).
t(write_w_curly, (format(atom(A), '~w', [{a}]), A == '{a}'), true).
t(write_w_numbervars, (format(atom(A), '~w', ['$VAR'(1)]), A == 'B'), true).
t(write_w_variable, (format(atom(A), '~w', [_]), sub_atom(A, 0, 1, _, '_')), true).
t(write_p_numbervars, (format(atom(A), '~p', ['$VAR'(1)]), A == 'B'), true).
t(write_p_quoted, (format(atom(A), '~p', [f('A')]), A == 'f(\'A\')'), true).
t(write_canonical_operators, wr_k(1 + 2, '+(1,2)'), true).
t(write_canonical_nested_operators, wr_k(1 - 2 - 3, '-(-(1,2),3)'), true).
t(write_canonical_negative_literal, wr_k(a - -1, '-(a,-1)'), true).
t(write_canonical_minus_compound, wr_k(-(1), '-(1)'), true).
t(write_canonical_minus_minus, wr_k(-(-(1)), '-(-(1))'), true).
t(write_canonical_list, wr_k([a, b], '[a,b]'), true).
t(write_canonical_quoted, wr_k('A', '\'A\''), true).
t(write_canonical_quoted_space, wr_k('hello world', '\'hello world\''), true).
t(write_canonical_negative_argument, wr_k(f(-1), 'f(-1)'), true).
t(write_canonical_var_functor, wr_k('$VAR'(1), '\'$VAR\'(1)'), true).
t(write_canonical_code_list, wr_k("ab", '[97,98]'), true).
t(write_canonical_clause, wr_k((a :- b), ':-(a,b)'), true).
t(write_canonical_conjunction_argument, wr_k(f((a, b)), 'f(\',\'(a,b))'), true).

% wr_q(+Term, +Expected): writeq output of Term is the atom Expected.
wr_q(T, Expected) :-
    format(atom(A), '~q', [T]),
    A == Expected.

% wr_k(+Term, +Expected): write_canonical output of Term is Expected.
wr_k(T, Expected) :-
    format(atom(A), '~k', [T]),
    A == Expected.
