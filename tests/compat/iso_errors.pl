% ISO error terms of common builtins, printed with print/1 (the formal term; the
% context differs: SWI-Prolog qualifies predicates with their module).
e(G) :- catch((G -> write(succeeded) ; write(failed)), error(F, _), print(F)), nl.
main :-
    e(atom_length(_, _)), e(X is foo + 1), e(X1 is _ + 1), e(functor(_, _, _)),
    e(functor(_, foo, -1)), e(functor(_, f(x), 1)), e(arg(x, f(a), _)), e(arg(0, atom, _)), e(_ =.. _),
    e(_ =.. []), e(atom_codes(_, _)), e(number_codes(N, [0'3, 0'x])), e(atom_chars(_, [a|_])),
    e(sub_atom(_, _, _, _, _)), e(call(_)), e(call(3)), e(assertz(foo(_) :- 3)),
    e(asserta(_)), e(number_codes(N2, [])), e(succ(_, 0)),
    e(msort(a, _)), e(length(_, -1)), e(length(a, _)), e(copy_term(_, _)), e(throw(_)),
    e(catch(throw(my_ball), my_ball, true)), e(X2 is 1 << a), e(X3 is 1.5 mod 2), e(X4 is 2 // 0), e(X5 is 2.0 / 0),
    e(keysort([a-1, b], _)), e(atom_number(_, _)), e(nb_getval(undefined_key_xyz, _)), e(op(1000, xfx, [])),
    ignore((X = 1, X1 = 1, N = 1, N2 = 1, X2 = 1, X3 = 1, X4 = 1, X5 = 1)).
