% Family: format/2,3 directives, captured with format(atom(A), Format, Args).

t(format_plain_text, (format(atom(A), 'no directives', []), A == 'no directives'), true).
t(format_w, (format(atom(A), '~w', [hello]), A == hello), true).
t(format_w_non_list_argument, (format(atom(A), '~w', hello), A == hello), true).
t(format_a, (format(atom(A), '~a', [abc]), A == abc), true).
t(format_a_empty, (format(atom(A), '~a', ['']), A == ''), true).
t(format_two_args, (format(atom(A), '~w and ~w', [a, b]), A == 'a and b'), true).
t(format_q, (format(atom(A), '~q', ['A b']), A == '\'A b\''), true).
t(format_p, (format(atom(A), '~p', ['A']), A == '\'A\''), true).
t(format_d, (format(atom(A), '~d', [42]), A == '42'), true).
t(format_d_negative, (format(atom(A), '~d', [-7]), A == '-7'), true).
t(format_d_bigint, (X is 2 ^ 70, format(atom(A), '~d', [X]), A == '1180591620717411303424'), true).
t(format_d_column, (format(atom(A), '~2d', [314]), A == '3.14'), true).
t(format_d_column_small, (format(atom(A), '~2d', [5]), A == '0.05'), true).
t(format_d_column_negative, (format(atom(A), '~2d', [-314]), A == '-3.14'), true).
t(format_d_zero_column, (format(atom(A), '~0d', [5]), A == '5'), true).
t(format_D, (format(atom(A), '~D', [1234567]), A == '1,234,567'), true).
t(format_D_column, (format(atom(A), '~2D', [1234567]), A == '12,345.67'), true).
t(format_D_small, (format(atom(A), '~D', [123]), A == '123'), true).
t(format_f_default, (format(atom(A), '~f', [3.14159]), A == '3.141590'), true).
t(format_f_digits, (format(atom(A), '~2f', [3.14159]), A == '3.14'), true).
t(format_f_zero_digits, (format(atom(A), '~0f', [2.7]), A == '3'), true).
t(format_f_integer, (format(atom(A), '~2f', [1]), A == '1.00'), true).
t(format_f_four, (format(atom(A), '~4f', [2]), A == '2.0000'), true).
t(format_e, (format(atom(A), '~e', [1.5]), A == '1.500000e+00'), true).
t(format_e_digits, (format(atom(A), '~3e', [12345.678]), A == '1.235e+04'), true).
t(format_g, (format(atom(A), '~g', [0.5]), A == '0.5'), true).
t(format_s, (format(atom(A), '~s', [[104, 105]]), A == hi), true).
t(format_s_dq, (format(atom(A), '~s', ["abc"]), A == abc), true).
t(format_c, (format(atom(A), '~c', [65]), A == 'A'), true).
t(format_c_repeat, (format(atom(A), '~3c', [120]), A == xxx), true).
t(format_r_octal, (format(atom(A), '~8r', [64]), A == '100'), true).
t(format_r_hex, (format(atom(A), '~16r', [255]), A == ff), true).
t(format_R_hex, (format(atom(A), '~16R', [255]), A == 'FF'), true).
t(format_r_binary, (format(atom(A), '~2r', [5]), A == '101'), true).
t(format_tilde, (format(atom(A), '~~', []), A == '~'), true).
t(format_newline, (format(atom(A), 'a~nb', []), atom_codes(A, C), C == [97, 10, 98]), true).
t(format_newlines, (format(atom(A), '~2n', []), atom_codes(A, C), C == [10, 10]), true).
t(format_ignore, (format(atom(A), '~i~w', [a, b]), A == b), true).
t(format_star_argument, (format(atom(A), '~*c', [3, 0'y]), A == yyy), true).
t(format_column_right_align, (format(atom(A), '~t~w~10|', [abc]), A == '       abc'), true).
t(format_column_left_align, (format(atom(A), '~w~t~10|~w', [abc, x]), A == 'abc       x'), true).
t(format_column_number, (format(atom(A), '~t~d~6|', [42]), A == '    42'), true).
t(format_column_center, (format(atom(A), '~t~w~t~11|', [abc]), A == '    abc    '), true).
t(format_column_fill_char, (format(atom(A), '~`-t~10|', []), A == '----------'), true).
t(format_column_pad_default, (format(atom(A), '~w~10|~w', [a, b]), A == 'a         b'), true).
t(format_column_relative, (format(atom(A), '~w~t~8+~w~t~8+', [ab, cd]), A == 'ab      cd      '), true).
t(format_column_relative_right, (format(atom(A), '~t~w~8+', [ab]), A == '      ab'), true).
t(format_w_operators, (format(atom(A), '~w', [1 + 2 * 3]), A == '1+2*3'), true).
t(format_w_code_list, (format(atom(A), '~w', ["ab"]), A == '[97,98]'), true).
t(format_mixed_directives, (format(atom(A), '~a=~d (~q)', [x, 3, 'Y']), A == 'x=3 (\'Y\')'), true).
t(format_too_few_arguments, format(atom(_), '~w ~w', [a]), error(format(_))).
t(format_too_many_arguments, format(atom(_), '~w', [a, b]), error(format(_))).
t(format_d_not_integer, format(atom(_), '~d', [1.0]), error(_)).
t(format_unknown_directive, format(atom(_), '~y', [a]), error(_)).
t(format_atom_result_check, format(atom(abc), '~w', [abc]), true).
t(format_atom_result_mismatch, format(atom(abd), '~w', [abc]), fail).
t(format_empty_code_list_prints_nothing, (with_output_to(atom(A), format([], [])), A == ''), true).
