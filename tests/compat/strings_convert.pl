% Conversions between strings, atoms, numbers, code and char lists.
show(G) :- catch(( G -> print(G) ; functor(G, N, A), print(failed(N/A)) ), error(E, _), print(error(E))), nl.

main :-
    show(string_chars(_, [a, b])), show(string_chars(ab, _)), show(string_chars("xy", _)),
    show(string_codes(_, [104, 105])), show(string_codes(12, _)), show(string_codes(_, "ab")),
    show(string_to_atom(_, abc)), show(string_to_atom("x y", _)), show(string_to_atom("a", a)),
    show(atom_string(_, "x")), show(atom_string(42, _)), show(atom_string(abc, "abc")),
    show(number_string(_, "42")), show(number_string(_, "0x1A")), show(number_string(_, "-3")),
    show(number_string(_, "1.5e3")), show(number_string(_, " 42")), show(number_string(_, "4x")),
    show(number_string(3, _)), show(number_string(2.5, _)),
    show(string_length("héllo", _)), show(string_length(12, _)), show(string_length('', _)),
    show(string_lower("AbC", _)), show(string_upper(abc, _)),
    show(string_code(1, "abc", _)), show(string_code(3, "abc", _)), show(string_code(4, "abc", _)),
    show(string_code(0, "abc", _)), findall(I-C, string_code(I, "ab", C), ICs), print(ICs), nl,
    show(text_to_string(hello, _)), show(text_to_string("s", _)), show(text_to_string([a, b], _)),
    show(text_to_string([104, 105], _)),
    show(term_string(_, "foo(bar, \"s\", 'A b')")), show(term_string(f(x, "s", 'A b'), _)),
    show(term_to_atom(f("s"), _)), show(term_to_atom(_, "g(1)")),
    show(number_codes(_, "12")), show(atom_codes(_, "ab")), show(atom_chars("ab", _)),
    show(atom_length("abc", _)), show(atom_length(1.5, _)), show(char_code(_, 0'a)),
    show(sub_atom("abc", 1, 1, _, _)), show(atom_concat("a", b, _)), show(upcase_atom("ab", _)),
    show(atom_number("12", _)), atom_to_term("p(X, Y, X)", T, Bs), T = p(V1, V2, V3), V1 = one, V2 = two, print(T-Bs-V3), nl,
    show(string("abc")), show(string(abc)), show(string([])), show(is_list("abc")),
    X is "a" + 0, print(X), nl.
