% SWI-Prolog 9 behaviours met in others' code (dtonhofer/prolog_notes' unit
% tests): atom_string/2 with both sides bound, divmod/4, length/2's argument
% checks in SWI-Prolog's order, the type errors of text lists, library(debug)'s
% topic state.
t(G) :-
    copy_term(G, G1),
    catch((G1 -> R = yes ; R = no), error(E, _), R = E),
    numbervars(G1-R, 0, _),
    print(G1), write(' => '), print(R), nl.

main :-
    t(atom_string(foo, foo)),
    t(atom_string("foo", foo)),
    t(atom_string(1, "1")),
    t(atom_string(foo, bar)),
    t(atom_string(f(x), "a")),
    t(string_to_atom(foo, foo)),
    t((divmod(7, 2, Q, R), Q-R == 3-1)),
    t((divmod(-7, 2, Q1, R1), Q1-R1 == -4-1)),
    t(divmod(7, 0, _, _)),
    t(divmod(a, 2, _, _)),
    t(divmod(_, 2, _, _)),
    t(length(L0, L0)),
    t(length([a|T0], T0)),
    t((L1 = [_], length(L1, L1))),
    t(length([], -1)),
    t(length(a, -1)),
    t(length([a], 1.0)),
    t(length([], 0+0)),
    t(length([a|b], _)),
    t(length(_, -1)),
    t((length(L2, 2), L2 = [_, _])),
    t(length([a|_], -1)),
    t(length([a, b|_], 1)),
    t(length([a|_], foo)),
    t(atom_chars(_, ["a"])),
    t(atom_chars(_, [f(x)])),
    t(atom_chars(_, [a, f(x)])),
    t(atom_codes(_, [ab])),
    t(atom_codes(_, [0'a, f(x)])),
    t(number_codes(_, [0'1, f])),
    t(atom_chars(_, [-1])),
    t(debugging(topic_a)),
    t((debug(topic_a), debugging(topic_a))),
    t((debug(topic_b(_)), debugging(topic_b(1)))),
    t((nodebug(topic_a), debugging(topic_a))),
    t((debug(topic_a, "not shown ~w", [x]), true)).
