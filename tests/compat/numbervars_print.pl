% numbervars/3 and printing '$VAR'(N) terms with print/writeq/write_canonical/write_term.
main :-
    T = f(X, Y, g(X, Z), [Y|W]),
    numbervars(T, 0, End), write(End), nl,
    print(T), nl, writeq(T), nl, write(T), nl,
    write_canonical(T), nl,
    write_term(T, [numbervars(false), quoted(true)]), nl,
    write_term(T, [numbervars(true)]), nl,
    U = h(A, B, C), numbervars(U, 23, E2), print(U-E2), nl,
    V = k(P, Q), numbervars(V, 51, _), print(V), nl,
    writeq('$VAR'(-1)), nl, writeq('$VAR'(x)), nl, writeq('$VAR'('Foo')), nl,
    writeq('$VAR'(1.5)), nl, writeq('$VAR'(f(x))), nl, print('$VAR'(25)), nl, print('$VAR'(26)), nl, print(- '$VAR'(1)), nl,
    ignore((W = 1, Z = 1, A = 1, B = 1, C = 1, P = 1, Q = 1)).
