% Dicts as terms: unification, ==, compare/3 and sorting, copy_term/2,
% term_variables/2, ground/1, assert/1, findall/3, =../2, functor/3, and the
% dict functor C'dict'.

:- dynamic stored/1.

show(T) :- copy_term(T, C), numbervars(C, 0, _), print(C), nl.

t(G) :-
    catch(( G -> show(yes(G)) ; show(no(G)) ),
          error(E, Ctx),
          show(caught(E, Ctx))).

main :-
    t(t{a:1} = t{a:_}), t(t{a:1} = t{b:1}), t(t{a:1} = _{a:1}), t(t{a:1} = s{a:1}),
    t(t{a:1, b:2} = t{b:2, a:1}), t(t{a:1} = t{a:1, b:2}), t(_{a:X, b:X} = _{a:1, b:Y}), show(Y),
    t(t{a:1} == t{a:1}), t(t{a:1} == _{a:1}), t(t{a:1} \== t{a:2}),
    t(compare(_, t{a:1}, s{a:1, b:2})), t(compare(_, t{a:1}, s{b:1})), t(compare(_, t{a:1}, f(a, b, c))),
    t(compare(_, t{a:1}, f(a, b))), t(compare(_, t{a:1}, [])), t(compare(_, t{a:1}, 'C'(1, 2, 3))),
    t(compare(_, t{a:1}, ''(1, 2, 3))), t(compare(_, t{b:1}, t{a:2})),
    msort([t{b:1}, t{a:2}, s{a:1}, f(x, y, z), g(x), 'C'(a, b, c), dict(a, b, c), 3, "s", a], S), show(S),
    t(copy_term(_{a:Z, b:Z}, _)), t(term_variables(_{a:_, b:_}, _)), t(ground(t{a:1})), t(ground(_{a:1})),
    t(ground(t{a:_})),
    assertz(stored(t{k:v, n:1})), assertz(stored(s{})), t(findall(D, stored(D), _)),
    t(stored(t{k:_, n:_})), t(stored(_{})),
    t(findall(D2, (member(V, [1, 2]), D2 = t{k:V}), _)),
    t(t{a:1, b:2} =.. _), t(functor(t{a:1}, _, _)), t(functor(_{}, _, _)),
    t(( functor(t{a:1}, F, _), F == dict )),
    t(( t{a:1} =.. [F3|_], functor(D4, F3, 3), is_dict(D4) )),
    t(atom_to_term('p(_{a:X}, X)', _, _)),
    t(( term_to_atom(t{a:"s", b:'A'}, A), atom(A) )),
    t(( with_output_to(string(Str), writeq(t{a:[1,2], 'B':b})), string(Str) )).
