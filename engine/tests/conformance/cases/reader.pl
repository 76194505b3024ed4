% Family: reader.  Terms are read from atoms with term_to_atom/2.
% (Inside quoted atoms below, '' is one quote and \\ is one backslash.)

t(reader_atom, (term_to_atom(T, 'foo'), T == foo), true).
t(reader_quoted_atom, (term_to_atom(T, '''hello world'''), T == 'hello world'), true).
t(reader_integer, (term_to_atom(T, '42'), T == 42), true).
t(reader_negative_integer, (term_to_atom(T, '-42'), integer(T), T =:= -42), true).
t(reader_negative_float, (term_to_atom(T, '-1.5'), float(T), T =:= -1.5), true).
t(reader_minus_paren, (term_to_atom(T, '-(1)'), T = -(X), X == 1), true).
t(reader_minus_minus_one, (term_to_atom(T, 'a- -1'), T = -(A, B), A == a, B == -1), true).
t(reader_a_minus_1, (term_to_atom(T, 'a-1'), T = -(A, B), A == a, B == 1), true).
t(reader_a_minus_space_1, (term_to_atom(T, 'a - 1'), T = -(A, B), A == a, B == 1), true).
t(reader_prefix_minus_atom, (term_to_atom(T, '- a'), T = -(X), X == a), true).
t(reader_double_prefix_minus, (term_to_atom(T, '- - a'), T = -(Y), Y = -(X), X == a), true).
t(reader_minus_space_one, (term_to_atom(T, '- 1'), T = -(X), X == 1), true).
t(reader_plus_one, (term_to_atom(T, '+1'), T = +(X), X == 1), true).
t(reader_nested_minus, (term_to_atom(T, '-(-(1))'), T = -(Y), Y = -(X), X == 1), true).
t(reader_float, (term_to_atom(T, '1.5'), T == 1.5), true).
t(reader_float_exponent, (term_to_atom(T, '1.0e3'), T == 1000.0), true).
t(reader_float_neg_exponent, (term_to_atom(T, '2.5E-2'), T == 0.025), true).
t(reader_float_plus_exponent, (term_to_atom(T, '1.5e+2'), T == 150.0), true).
t(reader_char_code, (term_to_atom(T, '0''a'), T == 97), true).
t(reader_char_code_escape, (term_to_atom(T, '0''\\n'), T == 10), true).
t(reader_char_code_quote, (term_to_atom(T, '0''\\'''), T == 39), true).
t(reader_char_code_doubled_quote, (term_to_atom(T, '0'''''''), T == 39), true).
t(reader_hex, (term_to_atom(T, '0x1F'), T == 31), true).
t(reader_octal, (term_to_atom(T, '0o17'), T == 15), true).
t(reader_binary, (term_to_atom(T, '0b101'), T == 5), true).
t(reader_bigint, (term_to_atom(T, '123456789012345678901234567890'), T =:= 123456789012345678901234567890), true).
t(reader_negative_bigint, (term_to_atom(T, '-98765432109876543210'), T =:= -98765432109876543210, integer(T)), true).
t(reader_escape_hex, (term_to_atom(T, '''\\x41\\'''), T == 'A'), true).
t(reader_escape_octal, (term_to_atom(T, '''\\101\\'''), T == 'A'), true).
t(reader_escape_newline, (term_to_atom(T, '''a\\nb'''), atom_codes(T, C), C == [97, 10, 98]), true).
t(reader_escape_backslash, (term_to_atom(T, '''a\\\\b'''), atom_length(T, 3)), true).
t(reader_doubled_quote, (term_to_atom(T, '''don''''t'''), atom_codes(T, C), C == [100, 111, 110, 39, 116]), true).
t(reader_escape_tab, (term_to_atom(T, '''\\t'''), atom_codes(T, C), C == [9]), true).
t(reader_priority, (term_to_atom(T, '1+2*3'), T == 1+(2*3)), true).
t(reader_left_assoc, (term_to_atom(T, '1-2-3'), T == (1-2)-3), true).
t(reader_right_assoc, (term_to_atom(T, '2^3^4'), T == 2^(3^4)), true).
t(reader_parentheses, (term_to_atom(T, '(1+2)*3'), T == (1+2)*3), true).
t(reader_xfx, (term_to_atom(T, 'a = b'), T == (a = b)), true).
t(reader_xfx_non_assoc, term_to_atom(_, 'a = b = c'), error(syntax_error(_))).
t(reader_clause, (term_to_atom(T, 'a :- b, c ; d'), T == (a :- ((b, c) ; d))), true).
t(reader_if_then_else, (term_to_atom(T, 'a -> b ; c'), T == ((a -> b) ; c)), true).
t(reader_comma_right_assoc, (term_to_atom(T, '(a, b, c)'), T = ','(A, R), A == a, R == (b, c)), true).
t(reader_list, (term_to_atom(T, '[1, 2, 3]'), T == [1, 2, 3]), true).
t(reader_list_tail, (term_to_atom(T, '[a|b]'), T = [H|R], H == a, R == b), true).
t(reader_list_bar_list, (term_to_atom(T, '[a, b|[c]]'), T == [a, b, c]), true).
t(reader_empty_list, (term_to_atom(T, '[]'), T == []), true).
t(reader_curly, (term_to_atom(T, '{a, b}'), functor(T, N, A), N == {}, A == 1, arg(1, T, X), X == (a, b)), true).
t(reader_curly_empty, (term_to_atom(T, '{}'), T == {}), true).
t(reader_op_as_argument, (term_to_atom(T, 'f(-)'), functor(T, f, 1), arg(1, T, X), X == (-)), true).
t(reader_op_as_operand, (term_to_atom(T, '- (1)'), T = -(X), X == 1), true).
t(reader_quoted_functor, (term_to_atom(T, '''+''(1, 2)'), T == 1+2), true).
t(reader_comma_term_argument, (term_to_atom(T, 'f((a, b))'), functor(T, f, 1)), true).
t(reader_two_args, (term_to_atom(T, 'f(a, b)'), functor(T, f, 2)), true).
t(reader_shared_variables, (term_to_atom(T, 'f(X, Y, X)'), T = f(A, B, C), var(A), A == C, A \== B), true).
t(reader_anonymous_variables, (term_to_atom(T, 'f(_, _)'), T = f(A, B), var(A), var(B), A \== B), true).
t(reader_block_comment, (term_to_atom(T, 'foo /* comment */'), T == foo), true).
t(reader_line_comment, (term_to_atom(T, 'foo % comment\n'), T == foo), true).
t(reader_negation_op, (term_to_atom(T, '\\+a'), T == (\+ a)), true).
t(reader_neg_number_argument, (term_to_atom(T, 'f(-1)'), T = f(X), X == -1), true).
t(reader_minus_neg_literal, (term_to_atom(T, '1 - -1'), T = -(A, B), A == 1, B == -1), true).
t(reader_special_atom_semicolon, (term_to_atom(T, ';'), T == (;)), true).
t(reader_special_atom_cut, (term_to_atom(T, '!'), T == !), true).
t(reader_symbol_atom, (term_to_atom(T, '+-*'), atom(T), atom_length(T, 3)), true).
t(reader_syntax_error_paren, term_to_atom(_, 'f(a'), error(syntax_error(_))).
t(reader_syntax_error_operator, term_to_atom(_, 'a b'), error(syntax_error(_))).
t(reader_syntax_error_comma, term_to_atom(_, 'f(a,)'), error(syntax_error(_))).
t(reader_syntax_error_quote, term_to_atom(_, '''abc'), error(syntax_error(_))).
t(reader_syntax_id_closing_bracket, term_to_atom(_, 'foo)'), error(syntax_error(cannot_start_term))).
t(reader_syntax_id_list_rest, term_to_atom(_, '[a|b|c]'), error(syntax_error(list_rest))).
t(reader_syntax_id_operator_balance, term_to_atom(_, 'X = '), error(syntax_error(operator_balance))).
t(reader_syntax_id_quoted_punctuation, term_to_atom(_, ', a'), error(syntax_error(quoted_punctuation))).
t(reader_syntax_id_bar_argument, term_to_atom(_, 'f(|)'), error(syntax_error(quoted_punctuation))).
t(reader_syntax_id_extra_paren, term_to_atom(_, 'f(a))'), error(syntax_error(cannot_start_term))).
t(reader_term_to_atom_write, (term_to_atom(f('A', b, 1.5), A), A == 'f(\'A\',b,1.5)'), true).
t(reader_term_to_atom_write_op, (term_to_atom(1+2*3, A), A == '1+2*3'), true).
t(reader_user_op_infix, (op(700, xfx, ===>), term_to_atom(T, 'a ===> b'), op(0, xfx, ===>), T == '===>'(a, b)), true).
t(reader_user_op_prefix, (op(200, fy, rdq), term_to_atom(T, 'rdq rdq x'), op(0, fy, rdq), T == rdq(rdq(x))), true).
t(reader_user_op_postfix, (op(200, xf, rdpost), term_to_atom(T, 'x rdpost'), op(0, xf, rdpost), T == rdpost(x)), true).
t(reader_infix_as_atom_arg, (term_to_atom(T, '[-, +]'), T == [-, +]), true).
t(reader_operator_priority_1200, (term_to_atom(T, '(a :- b)'), functor(T, :-, 2)), true).
t(reader_layout_before_args, term_to_atom(_, 'f (a)'), error(syntax_error(_))).
t(reader_char_code_undefined_escape, term_to_atom(_, '0\'\\z'), error(syntax_error(_))).
t(reader_quoted_undefined_escape, term_to_atom(_, '\'a\\zb\''), error(syntax_error(_))).
t(reader_float_overflow, term_to_atom(_, '1e309'), error(syntax_error(_))).
t(reader_float_overflow_fraction, term_to_atom(_, 'f(1.0e309)'), error(syntax_error(_))).
t(reader_float_overflow_number_codes, number_codes(_, "1.0e309"), error(syntax_error(_))).
t(reader_float_largest_reads, (term_to_atom(X, '1.5e308'), X > 1.0e308), true).
t(reader_float_underflow_is_zero, (term_to_atom(X, '1.5e-400'), X == 0.0), true).
