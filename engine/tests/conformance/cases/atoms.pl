% Family: atoms and text (atom_codes, atom_chars, char_code, atom_length,
% atom_concat, sub_atom, number_codes, number_chars, atom_number,
% upcase_atom, atomic_list_concat).  Double quotes denote code lists.

t(atoms_atom_codes, (atom_codes(abc, L), L == [97, 98, 99]), true).
t(atoms_atom_codes_dq, (atom_codes(abc, L), L == "abc"), true).
t(atoms_atom_codes_build, (atom_codes(X, [0'a, 0'b]), X == ab), true).
t(atoms_atom_codes_empty, (atom_codes('', L), L == []), true).
t(atoms_atom_codes_empty_build, (atom_codes(X, []), X == ''), true).
t(atoms_atom_codes_unicode, (atom_codes('é', L), L == [233]), true).
t(atoms_atom_codes_unbound, atom_codes(_, _), error(instantiation_error)).
t(atoms_atom_codes_partial, atom_codes(_, [0'a|_]), error(instantiation_error)).
t(atoms_atom_codes_compound, atom_codes(f(a), _), error(type_error(atom, f(a)))).
t(atoms_atom_chars, (atom_chars(abc, L), L == [a, b, c]), true).
t(atoms_atom_chars_build, (atom_chars(X, [a, b]), X == ab), true).
t(atoms_atom_chars_partial_output, (atom_chars(abc, [a|T]), T == [b, c]), true).
t(atoms_atom_chars_empty, (atom_chars(X, []), X == ''), true).
t(atoms_atom_chars_check_fail, atom_chars(abc, [a, b]), fail).
t(atoms_atom_chars_partial, atom_chars(_, [a|_]), error(instantiation_error)).
t(atoms_atom_chars_compound_elem, atom_chars(_, [a, f(b)]), error(type_error(character, f(b)))).
t(atoms_atom_chars_long_elem, atom_chars(_, [a, bc]), error(type_error(character, bc))).
t(atoms_atom_chars_compound, atom_chars(f(a), _), error(type_error(atom, f(a)))).
t(atoms_char_code, (char_code(a, C), C == 97), true).
t(atoms_char_code_build, (char_code(X, 0'b), X == b), true).
t(atoms_char_code_bad_code, char_code(a, x), error(type_error(integer, x))).
t(atoms_char_code_check, char_code(a, 98), fail).
t(atoms_char_code_unbound, char_code(_, _), error(instantiation_error)).
t(atoms_char_code_not_char, char_code(ab, _), error(type_error(character, ab))).
t(atoms_char_code_not_int, char_code(_, a), error(type_error(integer, a))).
t(atoms_atom_length, (atom_length(hello, L), L == 5), true).
t(atoms_atom_length_empty, atom_length('', 0), true).
t(atoms_atom_length_negative_fails, atom_length(abc, -1), fail).
t(atoms_string_length_negative_fails, string_length("abc", -1), fail).
t(atoms_atom_length_check_fail, atom_length(abc, 4), fail).
t(atoms_atom_length_unicode, atom_length('héllo', 5), true).
t(atoms_atom_length_unbound, atom_length(_, _), error(instantiation_error)).
t(atoms_atom_length_bad_length, atom_length(abc, foo), error(type_error(integer, foo))).
t(atoms_atom_concat, (atom_concat(abc, def, X), X == abcdef), true).
t(atoms_atom_concat_prefix, (atom_concat(X, def, abcdef), X == abc), true).
t(atoms_atom_concat_suffix, (atom_concat(abc, X, abcdef), X == def), true).
t(atoms_atom_concat_enumerate, atom_concat(X, Y, abc), all(X-Y, [''-abc, a-bc, ab-c, abc-''])).
t(atoms_atom_concat_no_match, atom_concat(abc, _, xyz), fail).
t(atoms_atom_concat_empty, (atom_concat('', '', X), X == ''), true).
t(atoms_atom_concat_unbound, atom_concat(a, _, _), error(instantiation_error)).
t(atoms_atom_concat_compound, atom_concat(f(a), b, _), error(type_error(_, f(a)))).
t(atoms_sub_atom_enumerate, sub_atom(ab, B, L, A, S), all(B-L-A-S, [0-0-2-'', 0-1-1-a, 0-2-0-ab, 1-0-1-'', 1-1-0-b, 2-0-0-''])).
t(atoms_sub_atom_fixed, (sub_atom(hello, 1, 3, A, S), A == 1, S == ell), true).
t(atoms_sub_atom_suffix, (sub_atom(hello, B, 2, 0, S), B == 3, S == lo), true).
t(atoms_sub_atom_find_all, sub_atom(abcab, B, _, _, ab), all(B, [0, 3])).
t(atoms_sub_atom_known_sub, (sub_atom(abc, B, L, A, bc), B == 1, L == 2, A == 0), true).
t(atoms_sub_atom_length_2, sub_atom(abc, _, 2, _, S), all(S, [ab, bc])).
t(atoms_sub_atom_unbound, sub_atom(_, _, _, _, _), error(instantiation_error)).
t(atoms_sub_atom_bad_before, sub_atom(abc, a, _, _, _), error(type_error(integer, a))).
t(atoms_sub_atom_compound, sub_atom(f(x), _, _, _, _), error(type_error(atom, f(x)))).
t(atoms_number_codes, (number_codes(X, "42"), X == 42), true).
t(atoms_number_codes_negative, (number_codes(X, "-42"), X == -42), true).
t(atoms_number_codes_float, (number_codes(X, "1.5e3"), X == 1500.0), true).
t(atoms_number_codes_hex, (number_codes(X, "0x1A"), X == 26), true).
t(atoms_number_codes_char, (number_codes(X, "0'a"), X == 97), true).
t(atoms_number_codes_leading_layout, (number_codes(X, " 12"), X == 12), true).
t(atoms_number_codes_to_codes, (number_codes(12, L), L == "12"), true).
t(atoms_number_codes_float_to_codes, (number_codes(1.5, L), L == "1.5"), true).
t(atoms_number_codes_syntax, number_codes(_, "3x"), error(syntax_error(_))).
t(atoms_number_codes_empty, number_codes(_, ""), error(syntax_error(_))).
t(atoms_number_codes_trailing_layout, number_codes(_, "12 "), error(syntax_error(_))).
t(atoms_number_codes_partial, number_codes(_, [0'1|_]), error(instantiation_error)).
t(atoms_number_codes_not_number, number_codes(a, _), error(type_error(number, a))).
t(atoms_number_chars, (number_chars(X, ['1', '2']), X == 12), true).
t(atoms_number_chars_to_chars, (number_chars(3.25, L), L == ['3', '.', '2', '5']), true).
t(atoms_number_chars_syntax, number_chars(_, [a]), error(syntax_error(_))).
t(atoms_number_chars_syntax_trailing, number_chars(_, ['1', x]), error(syntax_error(_))).
t(atoms_atom_number, (atom_number('12', X), X == 12), true).
t(atoms_atom_number_float, (atom_number('1.5', X), X == 1.5), true).
t(atoms_atom_number_negative, (atom_number('-12', X), X == -12), true).
t(atoms_atom_number_hex, (atom_number('0x1A', X), X == 26), true).
t(atoms_atom_number_reverse, (atom_number(A, 12), A == '12'), true).
t(atoms_atom_number_not_number, atom_number(foo, _), fail).
t(atoms_atom_number_trailing_garbage, atom_number('12abc', _), fail).
t(atoms_atom_number_unbound, atom_number(_, _), error(instantiation_error)).
t(atoms_upcase_atom, (upcase_atom('aBc', X), X == 'ABC'), true).
t(atoms_upcase_atom_digits, (upcase_atom('1a-b', X), X == '1A-B'), true).
t(atoms_upcase_atom_check, upcase_atom(abc, 'ABC'), true).
t(atoms_upcase_atom_unbound, upcase_atom(_, _), error(instantiation_error)).
t(atoms_atomic_list_concat, (atomic_list_concat([a, b, c], X), X == abc), true).
t(atoms_atomic_list_concat_mixed, (atomic_list_concat([a, 1, 2.5, 'B'], X), X == 'a12.5B'), true).
t(atoms_atomic_list_concat_empty, (atomic_list_concat([], X), X == ''), true).
t(atoms_atomic_list_concat_sep, (atomic_list_concat([a, b, c], '-', X), X == 'a-b-c'), true).
t(atoms_atomic_list_concat_sep_numbers, (atomic_list_concat([1, 2, 3], ', ', X), X == '1, 2, 3'), true).
t(atoms_atomic_list_concat_split, (atomic_list_concat(L, '-', 'a-b--c'), L == [a, b, '', c]), true).
t(atoms_atomic_list_concat_split_empty, (atomic_list_concat(L, ',', ''), L == ['']), true).
t(atoms_atomic_list_concat_split_multichar, (atomic_list_concat(L, '::', 'x::y::z'), L == [x, y, z]), true).
t(atoms_atomic_list_concat_partial_split, (atomic_list_concat([a, X], '-', 'a-b'), X == b), true).
t(atoms_atomic_list_concat_split_empty_sep, atomic_list_concat(_, '', abc), error(domain_error(non_empty_atom, ''))).
t(atoms_atomic_list_concat_partial, atomic_list_concat([a|_], _), error(instantiation_error)).
t(atoms_atomic_list_concat_unbound_sep, atomic_list_concat(_, _, abc), error(instantiation_error)).
