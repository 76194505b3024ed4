% normalize_space/2: every output form, white space classes, and its errors.
t(G) :- catch((G -> \+ \+ (numbervars(G, 0, _), print(G)) ; print(failed)), E, (\+ \+ (numbervars(E, 0, _), print(caught(E))))), nl.
main :-
    t(normalize_space(atom(_), "  a   b\t\nc  ")),
    t(normalize_space(codes(_, _), "x  y")),
    t(normalize_space(codes(_), 'x  y ')),
    t(normalize_space(chars(_), abc)),
    t(normalize_space(chars(_, _), ' ab  c ')),
    t(normalize_space(string(_), " hello   world ")),
    t(normalize_space(_, "a")),
    t(normalize_space(atom(_), _)),
    t(normalize_space(atom(_), f(x))),
    t(normalize_space(atom(_), "")),
    t(normalize_space(atom(_), "   ")),
    t(normalize_space(string(_), 42)),
    t(normalize_space(atom(_), [])),
    t(normalize_space(atom(a_b), " a_b ")),
    t(normalize_space(atom(x), " a_b ")),
    % Unicode white space (no-break space, em space) and ASCII controls; only the
    % result is printed (SWI's print/1 escapes such characters its own way).
    normalized("a\u00a0b\u2003c"),
    normalized("a\rb\fc\vd").

normalized(Text) :-
    normalize_space(atom(A), Text),
    print(A),
    nl.
