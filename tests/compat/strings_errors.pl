% Error terms of the string family and strings where numbers are expected.
err(G) :- catch(( G -> write(succeeded) ; write(failed) ), error(E, _), print(E)), nl.

main :-
    err(_ is "ab" + 1), err(_ is "" + 1), err(X is "a" * 2), print(X), nl,
    err(atom_length(f(x), _)), err(atom_length(_, _)), err(atom_length("abc", foo)),
    err(string_length(_, _)), err(string_length(f(x), _)), err(string_length("ab", a)),
    err(string_concat(_, _, _)), err(string_concat(f(x), "a", _)),
    err(sub_string(_, _, _, _, _)), err(sub_string(f(x), _, _, _, _)), err(sub_string("ab", a, _, _, _)),
    err(split_string(_, "", "", _)), err(split_string("a", f(x), "", _)),
    err(string_chars(_, _)), err(string_codes(_, _)), err(string_chars(_, [a|_])),
    err(string_code(a, "abc", _)), err(string_code(-1, "abc", _)), err(string_code(1, _, _)),
    err(number_string(_, _)), err(number_string(a, _)),
    err(atom_string(_, _)), err(string_to_atom(_, _)),
    err(text_to_string(_, _)), err(text_to_string(12, _)),
    err(string_lower(_, _)), err(string_upper(f(x), _)),
    err(char_code("ab", _)),
    err(atom_codes(_, _)), err(number_codes(_, "3x")),
    err(format(_, [])), err(format("~s", ["ab"])),
    err("abc" > 1), err(succ_or_fail("x")).
succ_or_fail(X) :- X > 0.
