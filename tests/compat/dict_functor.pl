% The dict functor C'dict' (SWI-Prolog 9's reserved symbol, the name of every
% dict compound): atomic but not an atom nor callable, a blob of type
% reserved_symbol, written as dict unquoted and C'dict' quoted, without text
% for the atom builtins; dicts are not callable either.

t(G) :-
    catch(( G -> true ; writeln(failed) ), error(E, _), ( print_formal(E) )).

print_formal(E) :- \+ \+ ( numbervars(E, 0, _), writeq(error(E)), nl ).

yes_no(G) :- ( G -> writeln(yes) ; writeln(no) ).

main :-
    compound_name_arity(_{}, D, A), writeq(A), nl,
    yes_no(atom(D)),
    yes_no(atomic(D)),
    yes_no(callable(D)),
    yes_no(compound(D)),
    yes_no(is_dict(D)),
    yes_no(ground(D)),
    yes_no(D == dict),
    yes_no(D = dict),
    t(( blob(D, T), writeq(T), nl )),
    t(( blob([], T2), writeq(T2), nl )),
    t(( blob(dict, T3), writeq(T3), nl )),
    writeq(D), nl, print(D), nl, write(D), nl, write_canonical(D), nl,
    write([D, f(D), - D]), nl, writeq([D, f(D)]), nl,
    format("~w ~q ~p~n", [D, D, D]),
    t(( with_output_to(string(S1), write_term(D, [quoted(true)])), writeq(S1), nl )),
    t(( with_output_to(string(S2), write(D)), writeq(S2), nl )),
    compare(O1, D, abc), compare(O2, D, []), compare(O3, D, "s"), compare(O4, D, 1),
    writeq([O1, O2, O3, O4]), nl,
    msort([b, D, [], a, "x", f(x), 1], Sorted), writeq(Sorted), nl,
    t(( functor(D, N, Ar), writeq(N/Ar), nl )),
    t(( D =.. L, writeq(L), nl )),
    % Dicts are compounds under it, and are not callable.
    compound_name_arguments(Dict, D, [tag]), writeq(Dict), nl,
    yes_no(callable(Dict)),
    yes_no(is_dict(Dict)),
    t(( must_be(callable, D) )),
    t(( must_be(atomic, D), writeln(atomic_ok) )),
    t(( call(D) )),
    t(( call(Dict) )),
    t(( assertz(D) )),
    % No text.
    t(( atom_length(D, L1), writeq(L1), nl )),
    t(( atom_codes(D, L2), writeq(L2), nl )),
    t(( atom_chars(D, L3), writeq(L3), nl )),
    t(( char_code(D, L4), writeq(L4), nl )),
    t(( atom_number(D, L5), writeq(L5), nl )),
    t(( atom_string(D, L6), writeq(L6), nl )),
    t(( sub_atom(D, 0, 1, _, L7), writeq(L7), nl )),
    t(( upcase_atom(D, L8), writeq(L8), nl )),
    t(( string_length(D, L9), writeq(L9), nl )),
    t(( string_concat(D, x, L10), writeq(L10), nl )),
    t(( text_to_string(D, L11), writeq(L11), nl )),
    t(( split_string(D, "", "", L12), writeq(L12), nl )),
    t(( atomic_list_concat([D, a], L13), writeq(L13), nl )),
    t(( format("~a~n", [D]) )),
    % The atom dict is an ordinary atom.
    yes_no(atom(dict)),
    t(( atom_length(dict, L14), writeq(L14), nl )).
