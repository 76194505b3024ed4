% The double_quotes flag: strings by default, per-file settings, back quotes.
show(T) :- ( string(T) -> K = string ; is_list(T) -> K = list ; atom(T) -> K = atom ; K = other ), print(K-T), nl.

main :-
    current_prolog_flag(double_quotes, F0), print(F0), nl,
    show("abc"), show(`abc`), show(""), show(``),
    set_prolog_flag(double_quotes, codes), current_prolog_flag(double_quotes, F1), print(F1), nl,
    term_to_atom(T1, '"ab"'), show(T1),
    set_prolog_flag(double_quotes, chars), term_to_atom(T2, '"ab"'), show(T2),
    set_prolog_flag(double_quotes, atom), term_to_atom(T3, '"ab"'), show(T3),
    set_prolog_flag(double_quotes, string), term_to_atom(T4, '"ab"'), show(T4),
    term_to_atom(T5, '`ab`'), show(T5),
    atom_codes(A, "xyz"), print(A), nl,
    ( "abc" = [_|_] -> write(list) ; write(not_a_list) ), nl,
    X = "it's", print(X), nl,
    length(L, 2), ( catch(append(L, _, "ab"), _, fail) -> write(appended) ; write(no_append) ), nl.
