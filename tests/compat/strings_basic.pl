% Strings as a type of their own: reading, unification, comparison, order, copying,
% findall, the database, first-argument indexing and tabling.
:- dynamic colour/2.
colour("red", 1).
colour("green", 2).
colour(red, 3).

:- table path/2.
edge("a", "b").
edge("b", "c").
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).

kind(X, K) :- ( string(X) -> K = string ; atom(X) -> K = atom ; is_list(X) -> K = list ; K = other ).

main :-
    X = "hello", kind(X, K1), write(K1), nl,
    kind(hello, K2), write(K2), nl,
    kind(`hello`, K3), write(K3), nl,
    ( "abc" == "abc" -> write(same) ; write(different) ), nl,
    ( "abc" = abc -> write(unifies) ; write(no_unify) ), nl,
    ( atomic("abc") -> write(atomic) ; write(not_atomic) ), nl,
    ( compound("abc") -> write(compound) ; write(not_compound) ), nl,
    msort([f(x), "b", b, 2, "a", a, 1.0, "ab"], L), print(L), nl,
    compare(O1, "b", "ab"), compare(O2, "z", a), compare(O3, "a", 99), write([O1, O2, O3]), nl,
    sort(["b", "a", "b"], S), print(S), nl,
    findall(C-N, colour(C, N), Cs), print(Cs), nl,
    ( colour("green", G) -> write(G) ; write(none) ), nl,
    assertz(colour("blue", 4)), colour("blue", B), write(B), nl,
    retract(colour("red", _)), findall(C2, colour(C2, _), Cs2), print(Cs2), nl,
    copy_term(f("s", _, "t"), T), T = f(S1, _, S2), print(S1/S2), nl,
    findall(P, path("a", P), Ps), msort(Ps, SPs), print(SPs), nl,
    length(Big, 2000), maplist(=("xy"), Big), garbage_collect, last(Big, Last), print(Last), nl,
    atom_length("", L0), write(L0), nl,
    "a" @< "b", write(ordered), nl.
