% Family: char_type/2 basics (checking mode; see README for what is left out).

t(chartype_alpha_letter, char_type(a, alpha), true).
t(chartype_alpha_upper, char_type('Q', alpha), true).
t(chartype_alpha_space, char_type(' ', alpha), fail).
t(chartype_alpha_digit, char_type('1', alpha), fail).
t(chartype_alnum_letter, char_type('A', alnum), true).
t(chartype_alnum_digit, char_type('7', alnum), true).
t(chartype_alnum_punct, char_type('!', alnum), fail).
t(chartype_digit_weight, (char_type('5', digit(W)), W == 5), true).
t(chartype_digit_letter, char_type(a, digit(_)), fail).
t(chartype_digit_zero, (char_type('0', digit(W)), W == 0), true).
t(chartype_xdigit_lower, (char_type(f, xdigit(W)), W == 15), true).
t(chartype_xdigit_upper, (char_type('B', xdigit(W)), W == 11), true).
t(chartype_xdigit_no, char_type(g, xdigit(_)), fail).
t(chartype_space_blank, char_type(' ', space), true).
t(chartype_space_newline, char_type('\n', space), true).
t(chartype_space_letter, char_type(a, space), fail).
t(chartype_white_tab, char_type('\t', white), true).
t(chartype_white_space, char_type(' ', white), true).
t(chartype_white_newline, char_type('\n', white), fail).
t(chartype_upper, char_type('A', upper), true).
t(chartype_upper_lower, char_type(a, upper), fail).
t(chartype_lower, char_type(z, lower), true).
t(chartype_lower_upper, char_type('Z', lower), fail).
t(chartype_upper_pair, (char_type('A', upper(L)), L == a), true).
t(chartype_lower_pair, (char_type(a, lower(U)), U == 'A'), true).
t(chartype_csym_letter, char_type(a, csym), true).
t(chartype_csym_underscore, char_type('_', csym), true).
t(chartype_csym_digit, char_type('9', csym), true).
t(chartype_csym_punct, char_type('-', csym), fail).
t(chartype_csymf_letter, char_type(a, csymf), true).
t(chartype_csymf_underscore, char_type('_', csymf), true).
t(chartype_csymf_digit, char_type('1', csymf), fail).
t(chartype_punct_dot, char_type('.', punct), true).
t(chartype_punct_dollar, char_type('$', punct), true).
t(chartype_punct_letter, char_type(a, punct), fail).
t(chartype_graph_letter, char_type(a, graph), true).
t(chartype_graph_space, char_type(' ', graph), fail).
t(chartype_end_of_line, char_type('\n', end_of_line), true).
t(chartype_end_of_line_letter, char_type(a, end_of_line), fail).
t(chartype_period, char_type('.', period), true).
t(chartype_period_letter, char_type(a, period), fail).
t(chartype_not_a_char, char_type(ab, alpha), error(type_error(character, ab))).
t(chartype_code_type_digit_plain, code_type(0'7, digit), true).
t(chartype_char_type_digit_plain, char_type('7', digit), true).
