% when/2 with nonvar/1, ground/1, ?=/2, ','/2 and ;/2 conditions; errors.
check(1) :- when(nonvar(X), (X = f(Y), write(nv(Y)), nl)), X = f(1).
check(2) :- when(ground(X), (write(gr), nl)), X = f(Y), write(partial), nl, Y = 1.
check(3) :- when(?=(X, Y), (write(decided), nl)), X = f(A), Y = f(B), write(s1), nl, A = B, write(s2), nl.
check(4) :- when(?=(X, Y), (write(decided), nl)), X = a, write(s1), nl, Y = b.
check(5) :- when((nonvar(X), nonvar(Y)), (write(both), nl)), X = 1, write(one), nl, Y = 2.
check(6) :- when((nonvar(X) ; nonvar(Y)), (write(either), nl)), X = 1, Y = 2, write(end), nl.
check(7) :- when(nonvar(a), (write(immediate), nl)).
check(8) :- catch(when(_, true), error(E, _), (write(E), nl)).
check(9) :- catch(when(foo, true), error(E, _), (write(E), nl)).
check(10) :- catch(when((nonvar(_), bar), true), error(E, _), (E = domain_error(D, _), write(D), nl)).
check(11) :- when(ground(f(X, Y)), (write(g2), nl)), Y = 1, write(y), nl, X = 2.
check(12) :- when(nonvar(X), fail), (X = 1 -> write(bad) ; write(good)), nl.
check(13) :- when(?=(X, Y), (write(same), nl)), X = Y.
check(14) :- when(nonvar(X), write(x)), when(nonvar(X), write(y)), X = 1, nl.
check(15) :- (?=(a, b) -> write(yes) ; write(no)), (?=(_, b) -> write(yes) ; write(no)), nl.

main :-
    forall(between(1, 15, I), (write(I), write(': '), (check(I) -> true ; write(failed), nl))).
