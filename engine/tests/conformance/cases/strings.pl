% Family: strings (string/1, string_concat, split_string, sub_string, string_chars,
% string_codes, string_code, string_length, string_lower/upper, number_string,
% atom_string, term_string, text_to_string, standard order of strings).
% The driver reads double quotes as codes; this file reads them as strings.
:- set_prolog_flag(double_quotes, string).

t(strings_string_type, (X = "abc", string(X)), true).
t(strings_atom_is_not_string, string(abc), fail).
t(strings_codes_are_not_string, string(`abc`), fail).
t(strings_unify_by_content, "abc" = "abc", true).
t(strings_not_atom, "abc" = abc, fail).
t(strings_atomic, atomic("x"), true).
t(strings_order_before_atoms, (msort([b, "b", 1, f(x), "a"], L), L == [1, "a", "b", b, f(x)]), true).
t(strings_compare_text, (compare(O, "ab", "b"), O == (<)), true).
t(strings_concat_det, (string_concat(ab, "cd", S), S == "abcd"), true).
t(strings_concat_enum, string_concat(X, Y, "ab"), all(X-Y, ["" - "ab", "a" - "b", "ab" - ""])).
t(strings_concat_unbound, string_concat(_, _, _), error(instantiation_error)).
t(strings_concat_compound, string_concat(f(x), a, _), error(type_error(atomic, f(x)))).
t(strings_split_fields, (split_string("a,b,,c", ",", "", L), L == ["a", "b", "", "c"]), true).
t(strings_split_pad, (split_string("  hi  ", "", " ", L), L == ["hi"]), true).
t(strings_split_pad_all, (split_string("  ", " ", " ", L), L == [""]), true).
t(strings_split_unbound, split_string(_, "", "", _), error(instantiation_error)).
t(strings_sub_enum, sub_string("abc", _, 2, _, S), all(S, ["ab", "bc"])).
t(strings_sub_given_atom, sub_string("abcab", B, _, _, ab), all(B, [0, 3])).
t(strings_sub_type, sub_string(f(x), _, _, _, _), error(type_error(string, f(x)))).
t(strings_sub_index_type, sub_string("abc", a, _, _, _), error(type_error(integer, a))).
t(strings_chars, (string_chars(S, [a, b]), S == "ab"), true).
t(strings_codes_of_number, (string_codes(12, L), L == [0'1, 0'2]), true).
t(strings_chars_unbound, string_chars(_, _), error(instantiation_error)).
t(strings_code, (string_code(2, "abc", C), C == 0'b), true).
t(strings_code_out_of_range, string_code(4, "abc", _), fail).
t(strings_code_negative, string_code(-1, "abc", _), error(domain_error(not_less_than_zero, -1))).
t(strings_code_enum, string_code(I, "ab", C), all(I-C, [1-0'a, 2-0'b])).
t(strings_length, (string_length("héllo", N), N == 5), true).
t(strings_length_compound, string_length(f(x), _), error(type_error(text, f(x)))).
t(strings_lower_upper, (string_lower("AbC", L), string_upper(abc, U), L == "abc", U == "ABC"), true).
t(strings_number_string, (number_string(N, "0x1A"), N == 26), true).
t(strings_number_string_layout, number_string(_, " 42"), fail).
t(strings_number_string_bad, number_string(_, "4x"), fail).
t(strings_number_string_out, (number_string(2.5, S), S == "2.5"), true).
t(strings_atom_string, (atom_string(A, "x"), A == x, atom_string(42, S), S == "42"), true).
t(strings_atom_string_unbound, atom_string(_, _), error(instantiation_error)).
t(strings_string_to_atom, (string_to_atom(S, abc), S == "abc"), true).
t(strings_text_to_string_codes, (text_to_string([0'h, 0'i], S), S == "hi"), true).
t(strings_text_to_string_number, text_to_string(12, _), error(type_error(text, 12))).
t(strings_term_string_write, (term_string(f(x, "s", 'A b'), S), S == "f(x,\"s\",'A b')"), true).
t(strings_term_string_read, (term_string(T, "g(1, \"s\")"), T == g(1, "s")), true).
t(strings_atom_length, (atom_length("abc", N), N == 3), true).
t(strings_atom_codes_from_string, (atom_codes(A, "ab"), A == ab), true).
t(strings_number_codes_from_string, (number_codes(N, "12"), N == 12), true).
t(strings_sub_atom_of_string, (sub_atom("abc", 1, 1, _, S), S == b), true).
t(strings_upcase_atom, (upcase_atom("ab", U), U == 'AB'), true).
t(strings_arith_one_char, (X is "a" + 0, X == 97), true).
t(strings_arith_long, _ is "ab" + 1, error(type_error(_, "ab"))).
t(strings_format_string, (format(string(S), "~w-~a", ["x", "y"]), S == "x-y"), true).
t(strings_format_atom_q, (format(atom(A), "~q", ["a\"b"]), A == '"a\\"b"'), true).
t(strings_with_output_to, (with_output_to(string(S), write(hi)), S == "hi"), true).
t(strings_findall_copy, (findall(S, member(S, ["x", "y"]), L), L == ["x", "y"]), true).
t(strings_assert_retract, (assertz(str_fact("k")), retract(str_fact(X)), X == "k"), true).
