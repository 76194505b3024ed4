% atom_concat/3 and sub_atom/5 enumeration, atom_length, upcase, atomic_list_concat.
e(G) :- catch((G -> writeq(G) ; write(failed)), error(E, _), print(E)), nl.
main :-
    findall(A+B, atom_concat(A, B, abc), L1), writeq(L1), nl,
    findall(B-L-A-S, sub_atom(abc, B, L, A, S), L2), length(L2, N2), write(N2), nl, writeq(L2), nl,
    findall(B, sub_atom(abcabc, B, _, _, bc), L3), write(L3), nl,
    findall(S, sub_atom(hello, _, 2, _, S), L4), write(L4), nl,
    findall(S, sub_atom(hello, 1, _, 1, S), L5), write(L5), nl,
    e(atom_concat(abc, X, abcdef)), e(atom_concat(X1, def, abcdef)), e(atom_concat(a, 1, _)), e(atom_concat(_, _, _)),
    e(atom_length(hello, _)), e(atom_length(123, _)), e(atom_length(_, _)), e(atom_length(a, foo)),
    e(sub_atom(abc, _, _, _, f(x))), e(sub_atom(_, _, _, _, a)), e(sub_atom(abc, a, _, _, _)),
    e(upcase_atom('hello World', _)), e(downcase_atom('ÀB', _)),
    e(atomic_list_concat([a, 1, 'b c', 2.5], _)), e(atomic_list_concat([a, b, c], '-', _)), e(atomic_list_concat(Parts, ',', 'x,y,,z')),
    e(atomic_list_concat([a, _], _)), e(atom_chars(X2, [a, b])), e(atom_codes(abc, _)), e(char_code(Ch, 0'x)),
    e(atom_number('12', _)), e(atom_number('0x1A', _)), e(atom_number(foo, _)), e(atom_number(A3, 5)),
    e(term_to_atom(f('A', [1, 'b c']), _)), ( term_to_atom(T5, 'g(Y, Y, Z)'), T5 = g(P, Q, R), P == Q, P \== R -> write(shared) ; write(not_shared) ), nl,
    ignore((X = 1, X1 = 1, Parts = 1, X2 = 1, Ch = 1, A3 = 1, T5 = 1)).
