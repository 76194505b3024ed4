:- module(graph, [path/2]).
:- table path/2.
edge(a,b). edge(b,c). edge(c,a).
path(X,Y) :- path(X,Z), edge(Z,Y).
path(X,Y) :- edge(X,Y).
