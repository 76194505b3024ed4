% aggregate_all/3 with compound templates and aggregate/3 grouping by free
% variables (bagof semantics, ^ for existential variables), aggregate/4, foreach/2.
p(a, 3). p(b, 1). p(c, 3). p(d, 2).
q(x, a, 1). q(x, b, 2). q(y, c, 5).
t(G) :- catch((G -> print(G) ; write(failed)), error(E, _), print(E)), nl.
main :-
    aggregate_all(count-sum(V), p(_, V), R1), print(R1), nl,
    aggregate_all(r(max(V), min(V), bag(K)), p(K, V), R2), print(R2), nl,
    aggregate_all(max(V, K), p(K, V), R3), print(R3), nl,
    aggregate_all(s(set(V), count), p(_, V), R4), print(R4), nl,
    ( aggregate_all(c(count, max(V)), fail, R5) -> print(R5) ; write(no_max) ), nl,
    forall(aggregate(count, K^q(G, K, V), C), (print(G-V-C), nl)),
    forall(aggregate(sum(V), K^q(G, K, V), C), (print(G-C), nl)),
    forall(aggregate(max(V, K), q(G, K, V), C), (print(G-C), nl)),
    aggregate(bag(K), V^G^q(G, K, V), B), print(B), nl,
    aggregate(set(G), K^V^q(G, K, V), St), print(St), nl,
    ( aggregate(count, fail, _) -> write(counted) ; write(no_solutions) ), nl,
    aggregate(r(count, sum(V)), G^K^q(G, K, V), R6), print(R6), nl,
    aggregate(min(V), G^K^q(G, K, V), Mn), print(Mn), nl,
    forall(aggregate(count, K, q(G, K, _), C), (print(G-C), nl)),
    catch(aggregate(foo, true, _), error(E1, _), (print(E1), nl)),
    catch(aggregate_all(max(X), member(X, [a, b]), _), error(E2, _), (print(E2), nl)),
    foreach(member(X, [1, 2, 3]), (write(X), nl)),
    ( foreach(member(X, [1, 2]), X > 1) -> write(all) ; write(not_all) ), nl.
