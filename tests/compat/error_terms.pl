% The formal terms of common errors, what format/2 prints before a bad directive, and
% text lists of either kind (codes or chars) where SWI-Prolog takes both.
e(G) :- catch(G, error(F, _), (print(F), nl)).
main :-
    e(format("~w and ~w~n", [a])),
    e(format("~d", [3.0])),
    e(format("~z", [a])),
    e(number_codes(_, "3x")),
    e(atom_to_term('foo(', _, _)),
    e(atom_to_term('a b', _, _)),
    e(atom_to_term('a :- :- b', _, _)),
    e(atom_to_term(')', _, _)),
    e(term_to_atom(_, '\'\\q\'')),
    e(char_code(_, -1)),
    e(atom_codes(_, [0'a, -1])),
    e(_ is 1 / 0),
    e(_ is 1 mod 0),
    e(_ is foo + 1),
    atom_length([a, b], L1), atom_length([0'a], L2), print(L1/L2), nl,
    e(atom_length([a|_], _)),
    number_codes(N, ['1', '2']), atom_chars(A, [0'o, 0'k]), atom_codes(B, [h, i]), print(N/A/B), nl,
    e(atom_codes(_, [a, 0'b])).
