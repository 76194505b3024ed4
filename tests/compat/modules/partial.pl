:- module(partial, [only_dec/2]).
:- use_module(base, [dec/2]).
only_dec(X, Y) :- dec(X, Y).
uses_inc(X, Y) :- inc(X, Y).
