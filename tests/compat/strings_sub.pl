% sub_string/5 in every mode, with SWI-Prolog's answers and error terms.
show(G) :- catch(( findall(G, G, L), print(L), nl ), error(E, _), ( print(error(E)), nl )).

main :-
    show(sub_string("abc", 1, 1, _, _)),
    show(sub_string("abc", _, 2, _, _)),
    show(sub_string("abcab", B, _, _, "ab")),
    show(sub_string("abc", _, _, 0, _)),
    show(sub_string(abc, 0, 2, _, _)),
    show(sub_string("abc", B2, 2, 0, S2)),
    show(sub_string("abc", _, _, _, ab)),
    show(sub_string("", _, _, _, _)),
    show(sub_string(_, _, _, _, "a")),
    show(sub_string(f(x), _, _, _, _)),
    show(sub_string("abc", _, _, _, f(x))),
    show(sub_string("abc", a, _, _, _)),
    show(sub_string("abc", -1, _, _, _)),
    show(sub_atom("abc", 1, 1, _, _)),
    show(sub_atom("abc", _, _, 0, "c")),
    findall(S, sub_string("hello", _, 3, _, S), L), print(L), nl,
    ( var(B), var(B2), var(S2) -> true ; true ).
