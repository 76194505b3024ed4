% get_assoc/3 and put_assoc/4 on good and bad trees: SWI-Prolog walks the tree in C
% ('$btree_find_node'), failing where a subtree is not shaped as the root and
% raising type_error(btree, T) for a root that is no compound of five arguments;
% put_assoc/4 raises its single-sided-unification error on a tree that is not one.

% Prints T with each unbound variable shown as `v`.
show(T) :- copy_term(T, C), term_variables(C, Vs), maplist(=(v), Vs), print(C), nl.
t(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = caught(E)), show(R).

main :-
    list_to_assoc([a-1, b-2, c-3], A),
    t(get_assoc(b, A, _)), t(get_assoc(b, A, 3)), t(get_assoc(d, A, _)), t(get_assoc(_, A, _)),
    t(get_assoc(1.0, A, _)), t(get_assoc(a, t, _)),
    t(get_assoc(a, foo, _)), t(get_assoc(a, _, _)), t(get_assoc(a, t(1), _)),
    t(get_assoc(a, t(a, 1), _)), t(get_assoc(a, [], _)), t(get_assoc(a, "t", _)), t(get_assoc(b, 3, _)),
    t(get_assoc(a, t(b, 1, <, foo, t), _)), t(get_assoc(z, t(b, 1, <, t, bar), _)),
    t(get_assoc(a, t(a, 1, x, y, z), _)), t(get_assoc(b, t(a, 1, <, t, t(b, 2, -, t, t)), _)),
    t(get_assoc(z, t(b, 1, <, t, foo(z, 2, 3, 4, 5)), _)), t(get_assoc(z, t(b, 1, <, t, t(1)), _)),
    t(get_assoc(z, t(b, 1, <, t, t(z, 9, x, y)), _)), t(get_assoc(z, t(b, 1, <, t, _), _)),
    t(get_assoc(b, foo(b, 1, <, t, t), _)), t(get_assoc(b, foo(b, 1), _)),
    t(get_assoc(b, t(b, 1, <, t, t(z, 9, x, y), e, f), _)), t(get_assoc(z, t(b, 1, <, t, t(z, 9, x, y), e, f), _)),
    t(get_assoc(a, t(k, v, b, l, r, x), _)), t(get_assoc(f(_), t(f(_), 1, -, t, t), _)),
    t(get_assoc(f(1), t(f(1), 1, -, t, t), _)),
    t(put_assoc(a, foo, 1, _)), t(put_assoc(a, _, 1, _)), t(put_assoc(d, A, 4, _)),
    t(put_assoc(a, t, 1, _)), t((put_assoc(b, A, x, A2), get_assoc(b, A2, _))).
