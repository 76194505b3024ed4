% dif/2: disequality with partial unification and re-suspension.
check(1) :- dif(X, a), (X = a -> write(bad) ; write(good)), nl.
check(2) :- dif(X, a), X = b, write(X), nl.
check(3) :- dif(f(X, Y), f(a, b)), X = a, (Y = b -> write(bad) ; write(good)), nl.
check(4) :- dif(f(X, Y), f(a, b)), X = a, Y = c, write(X-Y), nl.
check(5) :- dif(X, Y), (X = Y -> write(bad) ; write(good)), nl.
check(6) :- dif(X, Y), X = 1, Y = 2, write(X-Y), nl.
check(7) :- (dif(a, a) -> write(bad) ; write(good)), nl.
check(8) :- (dif(a, b) -> write(good) ; write(bad)), nl.
check(9) :- dif(X, a), copy_term(X, _, G), length(G, N), write(N), nl.
check(10) :- findall(X, (member(X, [a, b, c, a]), dif(X, a)), L), write(L), nl.
check(11) :- dif(X, a), dif(X, b), findall(X, member(X, [a, b, c]), L), write(L), nl.
check(12) :- dif(f(X, Y), f(Y, X)), (X = Y -> write(bad) ; write(good)), nl.
check(13) :- dif([X|T], [1, 2]), X = 1, (T = [2] -> write(bad) ; write(good)), nl.
check(14) :- dif([X|T], [1, 2]), X = 1, T = [3], write(T), nl.
check(15) :- dif(g(X), g(Y)), X = Z, Y = Z -> write(bad), nl ; write(good), nl.
check(16) :- dif(X, a), frozen(X, G), G = dif(V, W), (V == X -> write(W) ; write(other)), nl.
check(17) :- dif(f(X, Y, Z), f(a, b, c)), X = a, copy_term([Y, Z], [A, B], Gs),
    Gs = [dif(L, R)], (L == f(A, B) -> write(R) ; write(other)), nl.

main :-
    forall(between(1, 17, I), (write(I), write(': '), (check(I) -> true ; write(failed), nl))).
