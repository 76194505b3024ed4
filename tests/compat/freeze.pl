% freeze/2 and frozen/2: goals run when the variable is bound, in order.
check(1) :- freeze(X, (write(woke(X)), nl)), write(before), nl, X = 1, write(after), nl.
check(2) :- freeze(X, write(a)), freeze(X, write(b)), X = go, nl.
check(3) :- freeze(X, write(a)), freeze(Y, write(b)), X = Y, write(c), X = 1, nl.
check(4) :- freeze(X, fail), (X = 1 -> write(yes) ; write(no)), nl.
check(5) :- freeze(X, Y = 2), X = 1, Z is Y + 1, write(Z), nl.
check(6) :- freeze(X, write(a)), frozen(X, G), G = freeze(V, Goal), (V == X -> write(Goal) ; write(other)), nl.
check(7) :- frozen(a, G), write(G), nl.
check(8) :- freeze(a, (write(now), nl)).
check(9) :- freeze(X, (write(hello), nl)), X = f(_).
check(10) :- freeze(X, member(X, [1, 2])), findall(X, member(X, [0, 1, 2, 3]), L), write(L), nl.
check(11) :- freeze(X, true), copy_term(X, Y, G), G = [freeze(V, Goal)], (V == Y -> write(Goal) ; write(other)), nl.
check(12) :- freeze(X, write(x)), freeze(Y, write(y)), f(X, Y) = f(1, 2), nl.
check(13) :- freeze(X, (Y = 1)), freeze(Y, write(chain)), X = 0, nl.
check(14) :- freeze(X, fail), \+ X = 1, write(neg_ok), nl.
check(15) :- freeze(X, (write(x), nl)), q(X), write(done), nl.

q(1).

main :-
    forall(between(1, 15, I), (write(I), write(': '), (check(I) -> true ; write(failed), nl))).
