% assert/retract and the logical update view: a running clause sees the
% predicate as it was when called; retract/1 nondeterminism; asserta order.
:- dynamic counter/1, item/1, q/1.
counter(0).
item(1). item(2). item(3).
main :-
    forall(item(X), ( Y is X + 10, assertz(item(Y)) )), findall(X, item(X), L1), write(L1), nl,
    ( item(X1), X1 > 10, retract(item(X1)), fail ; true ), findall(X, item(X), L2), write(L2), nl,
    retract(counter(C0)), C1 is C0 + 1, assertz(counter(C1)), counter(V), write(V), nl,
    asserta(q(a)), asserta(q(b)), assertz(q(c)), findall(X, q(X), L3), write(L3), nl,
    findall(X, retract(q(X)), L4), write(L4), nl,
    assertz((q(X) :- X > 1, X < 5)), ( q(3) -> write(rule_yes) ; write(rule_no) ), nl,
    clause(q(A), Body), A = 7, write(Body), nl,
    retract((q(_) :- B2)), B2 = (_, Z), Z = (7 < 5), write(B2), nl,
    ( q(_) -> write(some) ; write(none) ), nl,
    retractall(item(_)), ( item(_) -> write(items) ; write(no_items) ), nl,
    assertz(item(1)), forall(retract(item(I)), ( write(I), nl, I < 3, I2 is I + 1, assertz(item(I2)) )),
    catch(assertz(foo :- 1), error(E1, _), (print(E1), nl)),
    catch(assertz((atom(_) :- true)), error(E2, _), (print(E2), nl)),
    catch(retract(_), error(E3, _), (print(E3), nl)),
    catch(assertz(_), error(E4, _), (print(E4), nl)),
    abolish(item/1), catch(item(_), error(E5, _), (print(E5), nl)).
