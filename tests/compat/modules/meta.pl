:- module(meta, [twice/1, apply_to/3]).
:- meta_predicate twice(0), apply_to(2, ?, ?).
twice(G) :- call(G), call(G).
apply_to(P, X, Y) :- call(P, X, Y).
