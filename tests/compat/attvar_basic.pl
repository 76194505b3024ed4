% Attributed variables: put_attr/get_attr/del_attr, attr_unify_hook wakeup,
% copy_term/2 with attributes, term_attvars/2, errors.
domain:attr_unify_hook(Dom, Y) :-
    (   var(Y)
    ->  (   get_attr(Y, domain, Dom2)
        ->  intersection(Dom, Dom2, D),
            D \== [],
            put_attr(Y, domain, D)
        ;   put_attr(Y, domain, Dom)
        )
    ;   memberchk(Y, Dom)
    ).

show(Name, Goal) :-
    (   catch(Goal, error(E, _), (write(Name-error(E)), nl, fail))
    ->  write(Name-yes)
    ;   write(Name-no)
    ),
    nl.

check(1) :- put_attr(X, domain, [a, b, c]), get_attr(X, domain, D), write(D), nl.
check(2) :- put_attr(X, domain, [a, b]), (attvar(X) -> write(attvar) ; write(plain)), nl.
check(3) :- put_attr(X, domain, [a, b]), del_attr(X, domain), (attvar(X) -> write(attvar) ; write(plain)), nl.
check(4) :- put_attr(X, domain, [a, b]), show(bind_a, X = a).
check(5) :- put_attr(X, domain, [a, b]), show(bind_z, X = z).
check(6) :- put_attr(X, domain, [a, b, c]), put_attr(Y, domain, [b, c, d]), X = Y,
    get_attr(Y, domain, D), write(D), nl.
check(7) :- put_attr(X, domain, [a]), put_attr(Y, domain, [b]), show(disjoint, X = Y).
check(8) :- put_attr(X, domain, [a, b]), copy_term(X, Y), get_attr(Y, domain, D), write(copy(D)), nl,
    (X == Y -> write(same) ; write(different)), nl.
check(9) :- put_attr(X, domain, [a]), put_attr(Y, m2, 1), term_attvars(f(X, Z, Y, X), Vs),
    length(Vs, N), write(N), nl, (var(Z) -> true ; true).
check(10) :- show(put_nonvar, put_attr(a, m, 1)).
check(11) :- put_attr(X, m, 1), show(bad_module, get_attr(X, 1, _)).
check(12) :- put_attr(X, m1, 1), put_attr(X, m2, 2), get_attrs(X, As), write(As), nl.
check(13) :- put_attr(X, m, 1), f(X) = f(Y), (attvar(Y) -> write(shared) ; write(notshared)), nl.
check(14) :- show(get_attr_nonvar, get_attr(a, m, _)).
check(15) :- put_attr(X, m, 1), put_attr(X, m, 2), get_attr(X, m, V), write(V), nl.
check(16) :- put_attr(X, m, 1), del_attrs(X), (attvar(X) -> write(attvar) ; write(plain)), nl.
check(17) :- put_attr(X, domain, [a, b]), p(X), write(X), nl.
check(18) :- put_attr(X, m, 1), findall(X-Y, (Y = X ; Y = z), L), L = [A-B, C-D],
    get_attr(A, m, V), (A == B -> write(kept(V)) ; write(unshared)), write(' '), write(D), nl, (var(C) -> true ; true).

p(b).

main :-
    forall(between(1, 18, I), (write(I), write(': '), (check(I) -> true ; write(failed), nl))).
