% Adds clauses to registry:handler/2; their bodies call this module's own helper.
:- module(plugin, []).
:- use_module(registry).
registry:handler(N, even) :- integer(N), parity(N, 0).
registry:handler(N, odd) :- integer(N), \+ parity(N, 0).
parity(N, P) :- P is N mod 2.
