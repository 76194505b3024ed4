% library(solution_sequences): limit, offset, distinct, order_by, call_nth.
main :-
    findall(X, limit(2, member(X, [a, b, c])), L1), write(L1), nl,
    findall(X, limit(5, member(X, [a, b])), L2), write(L2), nl,
    findall(X, limit(0, member(X, [a])), L3), write(L3), nl,
    findall(X, offset(1, member(X, [a, b, c])), L4), write(L4), nl,
    findall(X, offset(0, member(X, [a, b])), L5), write(L5), nl,
    findall(X, limit(2, offset(1, member(X, [a, b, c, d]))), L6), write(L6), nl,
    findall(X, limit(3, between(1, inf, X)), L7), write(L7), nl,
    findall(X, distinct(member(X, [b, a, b, c, a])), L8), write(L8), nl,
    findall(X-Y, distinct(X, member(X-Y, [1-a, 2-b, 1-c])), L9), write(L9), nl,
    findall(X-Y, order_by([desc(X)], member(X-Y, [1-a, 3-b, 2-c])), L10), write(L10), nl,
    findall(X-Y, order_by([asc(Y), desc(X)], member(X-Y, [1-b, 3-a, 2-b])), L11), write(L11), nl,
    findall(N-X, call_nth(member(X, [a, b, c]), N), L12), write(L12), nl,
    ( call_nth(member(X13, [a, b, c]), 2) -> write(X13) ; write(none) ), nl,
    ( limit(1, member(X14, [p, q])) -> write(X14) ; write(none) ), nl,
    catch(limit(a, true), error(E, _), true), print(E), nl.
