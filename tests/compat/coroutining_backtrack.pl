% Attributes and suspended goals under backtracking, cut, exceptions and
% findall/bagof.
check(1) :- put_attr(X, m, 1), (put_attr(X, m, 2), fail ; true), get_attr(X, m, V), write(V), nl.
check(2) :- (put_attr(X, m, 1), fail ; true), (attvar(X) -> write(attvar) ; write(plain)), nl.
check(3) :- freeze(X, (write(w(X)), nl)), member(X, [1, 2, 3]), X >= 2, !.
check(4) :- dif(X, b), findall(X, member(X, [a, b, c]), L), write(L), nl.
check(5) :- freeze(X, throw(oops)), catch(X = 1, B, (write(caught(B)), nl)), (var(X) -> write(unbound) ; write(bound)), nl.
check(6) :- freeze(X, X > 1), findall(X, between(0, 3, X), L), write(L), nl.
check(7) :- freeze(X, write(a)), (X = 1, fail ; X = 2), nl.
check(8) :- put_attr(X, m, 1), (del_attr(X, m), fail ; get_attr(X, m, V)), write(V), nl.
check(9) :- dif(X, Y), bagof(X-Y, member(X-Y, [1-1, 1-2, 2-2, 3-1]), L), write(L), nl.
check(10) :- when(nonvar(X), (write(fired), nl)), \+ \+ X = 1, (var(X) -> write(still_var) ; true), nl.
check(11) :- freeze(X, (write(k), nl)), (X = 1 ; X = 2), X == 2, !.
check(12) :- length(L, 3), maplist([V]>>freeze(V, (write(V), nl)), L), L = [a, b, c].

main :-
    forall(between(1, 12, I), (write(I), write(': '), (check(I) -> true ; write(failed), nl))).
