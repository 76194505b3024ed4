% between/3, succ/2, plus/3: modes, enumeration and error terms.
e(G) :- catch((G -> writeq(G) ; write(failed)), error(E, _), print(E)), nl.
main :-
    findall(X, between(1, 4, X), L1), write(L1), nl,
    findall(X, between(3, 2, X), L2), write(L2), nl,
    ( between(1, inf, 5) -> write(inf_ok) ; write(inf_no) ), nl,
    findall(X, (between(1, infinite, X), (X > 3, ! ; true)), L3), write(L3), nl,
    e(between(1, 3, 3)), e(between(1, 3, 4)), e(between(_, 3, _)), e(between(a, 3, _)), e(between(1, 3, a)),
    e(between(1, foo, _)), e(between(1.0, 3, _)),
    e(succ(3, _)), e(succ(_, 4)), e(succ(_, 0)), e(succ(_, _)), e(succ(a, _)), e(succ(-1, _)), e(succ(0, 1)),
    e(succ(_, -1)), e(succ(1.5, _)),
    e(plus(1, 2, _)), e(plus(1, _, 5)), e(plus(_, 2, 5)), e(plus(_, _, 5)), e(plus(a, 1, _)), e(plus(1, 2, 4)),
    e(plus(1.5, 1, _)).
