% nth0/3,4 and nth1/3,4 in every mode, with their errors; last/2, prefix/2, nextto/3.
e(G) :- catch((G -> writeq(G) ; write(failed)), error(E, _), print(E)), nl.
main :-
    e(nth0(0, [a, b, c], _)), e(nth1(3, [a, b, c], _)), e(nth0(3, [a, b, c], _)), e(nth1(0, [a], _)),
    e(nth0(-1, [a], _)), e(nth0(a, [a], _)), e(nth1(1.0, [a], _)),
    findall(I-X, nth0(I, [p, q, r], X), L1), write(L1), nl,
    findall(I-X, nth1(I, [p, q, r], X), L2), write(L2), nl,
    findall(I, nth1(I, [a, b, a], a), L3), write(L3), nl,
    e(nth0(1, [a, b, c], _, _)), e(nth1(2, [a, b, c], _, _)), e(nth0(1, _, x, [a, b])), e(nth1(3, _, x, [a, b])),
    findall(I-R, nth0(I, [a, b, c], b, R), L4), write(L4), nl,
    findall(I-L, nth1(I, L, z, [a, b]), L5), write(L5), nl,
    e(nth0(-1, [a], _, _)), e(nth1(0, [a], _, _)), e(nth0(foo, [a], _, _)),
    e(last([1, 2, 3], _)), e(last([], _)),
    findall(P, prefix(P, [a, b]), L6), write(L6), nl,
    findall(X-Y, nextto(X, Y, [1, 2, 3]), L7), write(L7), nl,
    e(subset([a, c], [a, b, c])), e(subset([d], [a])),
    e(proper_length([a, b], _)), e(proper_length([a|_], _)),
    length(Lz, 2), nth0(1, Lz, q), Lz = [First|_], ( var(First) -> write(first_unbound) ; write(First) ), nl.
