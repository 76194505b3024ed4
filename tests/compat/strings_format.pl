% Writing strings: write/print/writeq/write_canonical, format/1,2,3 directives, format
% into atoms, strings and code lists, with_output_to/2.
main :-
    X = "a\"b\n\tc\\d'e",
    write(X), nl, print(X), nl, writeq(X), nl, write_canonical(X), nl,
    writeq(f("", "it""s", 'a b', "x")), nl,
    writeq([a, "b c", 1, "", []]), nl,
    writeq(- "a"), nl, writeq(a - "b"), nl, writeq(["a"|"b"]), nl, writeq({"a"}), nl,
    print(["a", 'B', "c d"]), nl,
    format("~w|~q|~p|~a|~s~n", ["x y", "x y", "x y", "x y", "x y"]),
    format("~s and ~s~n", [[104, 105], "there"]),
    format("~w~n", "abc"),
    format("format as a string: ~w~n", [1]),
    format('~a~n', ["atom directive"]),
    format(atom(A), "~w-~q", ["s", "t"]), writeq(A), nl,
    format(string(S), "~w+~w", [1, 2]), writeq(S), nl,
    format(codes(C), "~w", ["ab"]), writeq(C), nl,
    format(chars(Ch), "~w", [xy]), writeq(Ch), nl,
    with_output_to(string(S2), (write(a), print("q"))), writeq(S2), nl,
    with_output_to(atom(A2), write("w")), writeq(A2), nl,
    with_output_to(codes(C2), write(hi)), writeq(C2), nl,
    with_output_to(chars(C3), write(hi)), writeq(C3), nl,
    string_concat(S, "!", S3), write_canonical(S3), nl,
    write_term("t", [quoted(true)]), nl, write_term("t", [quoted(false)]), nl.
