:- module(base, [inc/2, dec/2]).
inc(X, Y) :- Y is X + 1.
dec(X, Y) :- Y is X - 1.
