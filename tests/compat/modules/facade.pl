:- module(facade, [twice_inc/2]).
:- reexport(base).
twice_inc(X, Z) :- inc(X, Y), inc(Y, Z).
