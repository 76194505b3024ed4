% A module whose multifile hook other modules extend (the plugin pattern).
:- module(registry, [describe/2]).
:- multifile handler/2.
describe(X, D) :- handler(X, D), !.
describe(_, unknown).
