% Tabling with answer subsumption (mode-directed): min, max, lattice, first, last
% and the plain variant tabling of a cyclic graph.
:- table path(_, _, min).
edge(a, b, 1). edge(b, c, 2). edge(a, c, 5). edge(c, a, 1). edge(c, d, 1).
path(X, Y, C) :- edge(X, Y, C).
path(X, Y, C) :- path(X, Z, C0), edge(Z, Y, C1), C is C0 + C1.
:- table longest(_, _, max).
longest(X, Y, C) :- edge(X, Y, C), X \== c.
longest(X, Y, C) :- longest(X, Z, C0), edge(Z, Y, C1), Z \== c, C is C0 + C1.
:- table reach(_, _).
reach(X, Y) :- edge(X, Y, _).
reach(X, Y) :- reach(X, Z), edge(Z, Y, _).
:- table sp(_, _, lattice(shorter/3)).
shorter(P1, P2, P) :- length(P1, L1), length(P2, L2), ( L1 =< L2 -> P = P1 ; P = P2 ).
sp(X, Y, [X, Y]) :- edge(X, Y, _).
sp(X, Y, P) :- sp(X, Z, P0), edge(Z, Y, _), append(P0, [Y], P).
:- table fst(_, first), lst(_, last).
fst(k, 1). fst(k, 2).
lst(k, 1). lst(k, 2).
main :-
    findall(Y-C, path(a, Y, C), L1), msort(L1, S1), write(S1), nl,
    findall(Y-C, longest(a, Y, C), L2), msort(L2, S2), write(S2), nl,
    findall(Y, reach(a, Y), L3), msort(L3, S3), write(S3), nl,
    sp(a, d, P), write(P), nl,
    fst(k, F), lst(k, La), write(F/La), nl,
    ( path(d, _, _) -> write(yes) ; write(no) ), nl,
    abolish_all_tables, findall(C, path(a, d, C), L4), write(L4), nl.
