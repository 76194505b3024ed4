% Goals with `^` and yall's `{Free}/Lambda` passed from a module to bagof/3,
% setof/3 and aggregate/3,4, directly and through forall/2 and findall/3 (called
% at run time); aggregate/3 evaluates max(Expr, Witness); foreach/2 shares the
% variables its generator does not bind, and the terms without them (a
% hash table updated in place).
:- module(aggregate_in_module, [main/0]).
:- use_module(library(aggregate)).
:- use_module(library(yall)).
:- use_module(library(hashtable)).
p(1, a). p(2, b). p(3, a).
country(belgium, 30, 11). country(monaco, 2, 39). country(chad, 1284, 17).
all(X, G) :- catch((findall(X, G, L), print(L)), error(E, _), print(error(E))), nl.
main :-
    all(L, bagof(X, Y^p(X, Y), L)),
    all(Y-L, bagof(X, p(X, Y), L)),
    all(L, setof(X, {X}/p(X, _), L)),
    all(Y-L, setof(X, {X, Y}/p(X, Y), L)),
    forall(bagof(X, Y^p(X, Y), L), (print(L), nl)),
    all(Y-C, aggregate(count, X^p(X, Y), C)),
    all(Y-S, aggregate(sum(X), p(X, Y), S)),
    all(C, aggregate(count, Y, X^p(X, Y), C)),
    all(M, aggregate(max(P/A, N), country(N, A, P), M)),
    all(R, aggregate(r(max(P/A, N), min(P/A, N)), country(N, A, P), R)),
    all(M, aggregate_all(max(P, N), country(N, _, P), M)),
    all(x, foreach(between(1, 2, X), _ = X)),
    all(Y, (foreach(between(1, 4, X), dif(X, Y)), Y = 5)),
    all(x, (foreach(between(1, 4, X), dif(X, Y)), Y = 3)),
    all(L4, (foreach(between(1, 4, X), member(X, L)), !, L = [A1, B1, C1, D1|_], L4 = [A1, B1, C1, D1])),
    all(x, foreach(member(X, [1, 2]), p(X, _))),
    all(Ps, (ht_new(HT), foreach(between(1, 5, X), ht_put(HT, X, X)), ht_pairs(HT, Ps))).
