% library(solution_sequences): group_by/4 groups the templates of a goal's
% solutions by the value of By, every other variable existential.
data(1, a, a1). data(2, a, n1). data(1, a, ax). data(2, b, n2). data(1, b, a2). data(2, b, n0).
all(X, G) :- catch((findall(X, G, L), print(L)), error(E, _), print(error(E))), nl.
main :-
    all(A-Bag, group_by(A, B, data(A, B, _), Bag)),
    all(B-Bag, group_by(B, A-C, data(A, B, C), Bag)),
    all(Bag, group_by(x, A, data(A, _, _), Bag)),
    all(A-B-Bag, group_by(A-B, C, data(A, B, C), Bag)),
    all(Bag, group_by(_, A, fail, Bag)),
    all(Bag, group_by(A, B, _, Bag)).
