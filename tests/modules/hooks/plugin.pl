% Adds clauses to registry:handler/2 and to user:label/2; their bodies call this
% module's own helpers, also from inside a yall lambda.
:- module(plugin, []).
:- use_module(registry).
:- use_module(library(yall)).
registry:handler(N, even) :- integer(N), parity(N, 0).
registry:handler(N, odd) :- integer(N), \+ parity(N, 0).
parity(N, P) :- P is N mod 2.
user:label(Ns, Ls) :- maplist([N, L]>>(parity(N, P), name_of(P, L)), Ns, Ls).
name_of(0, even).
name_of(1, odd).
