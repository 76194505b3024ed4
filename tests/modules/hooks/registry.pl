% A module whose multifile hook other modules extend (the plugin pattern).
:- module(registry, [describe/2, describe_all/2]).
:- multifile handler/2.
describe(X, D) :- handler(X, D), !.
describe(_, unknown).
% A lambda's body calls this module's own (unexported) predicate.
describe_all(Xs, Ds) :- maplist([X, D]>>described(X, D), Xs, Ds).
described(X, X-D) :- describe(X, D).
