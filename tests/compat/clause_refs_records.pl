% Clause references (assert/2, asserta/2, assertz/2, clause/3, erase/1) and the
% recorded database (recorda/2,3, recordz/2,3, recorded/2,3), with their errors.
:- dynamic counter/1, fact/1.

e(G) :- catch((G -> R = yes ; R = no), error(E, _), R = E), show(R).
show(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ), nl.

main :-
    assertz(fact(1), R1), asserta(fact(0), R0), assert(fact(2), R2),
    findall(X, fact(X), Xs), print(Xs), nl,
    clause(fact(A), true, R1), print(A), nl,
    clause(H, B, R0), print(H-B), nl,
    ( clause(fact(2), true, R) -> ( R == R2 -> print(same_ref) ; print(other_ref) ) ; print(none) ), nl,
    erase(R1), findall(X, fact(X), Ys), print(Ys), nl,
    e(clause(fact(_), _, R1)),
    assertz((counter(N) :- N = 7), RC), clause(counter(M), Body, RC), show(M-Body),
    e(assertz(fact(3), foo)),
    e(clause(_, _, xx)),
    e(erase(xx)),
    e(erase(_)),
    recorda(k, v1), recordz(k, v2, RV2), recorda(k, v0),
    findall(V, recorded(k, V), Vs), print(Vs), nl,
    ( recorded(k, v2, RV) -> ( RV == RV2 -> print(same_record) ; print(other_record) ) ; print(none) ), nl,
    erase(RV2), findall(V, recorded(k, V), Ws), print(Ws), nl,
    recorda(f(a), x), recordz(3, y),
    findall(K-V, recorded(K, V), KVs0), msort(KVs0, KVs), show(KVs),
    ( recorded(f(b), W) -> print(W) ; print(no_record) ), nl,
    e(recorda(_, x)),
    e(recorda(1.5, x)),
    e(recordz("s", x)),
    e(recorded(k, nothing)).
