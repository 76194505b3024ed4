% split_string/4, string_concat/3 in every mode, atomic_list_concat/3 with strings.
show(G) :- ( catch(G, error(E, _), (print(error(E)), nl, fail)) -> print(G), nl ; true ).

main :-
    split_string("a,b,,c", ",", "", P1), print(P1), nl,
    split_string("/home//jan///nice/path", "/", "", P2), print(P2), nl,
    split_string("  hello world  ", "", " ", P3), print(P3), nl,
    split_string("SWI-Prolog, 7.0", ",", " ", P4), print(P4), nl,
    split_string("", "", "", P5), print(P5), nl,
    split_string(abc, "", "", P6), print(P6), nl,
    split_string("a b", " ", " ", P7), print(P7), nl,
    split_string("  ", " ", " ", P8), print(P8), nl,
    findall(X-Y, string_concat(X, Y, "abc"), L1), print(L1), nl,
    string_concat("ab", "cd", S1), print(S1), nl,
    string_concat(ab, 12, S2), print(S2), nl,
    string_concat(X3, "cd", "abcd"), print(X3), nl,
    string_concat("ab", Y4, "abcd"), print(Y4), nl,
    ( string_concat("x", _, "abc") -> write(yes) ; write(no) ), nl,
    show(string_concat(_, _, _)),
    show(string_concat(f(x), b, _)),
    atomic_list_concat(["a", b, 1], A1), print(A1), nl,
    atomic_list_concat(Parts, ",", 'x,y'), print(Parts), nl.
