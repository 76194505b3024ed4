% A tabled predicate inside a module: left recursion over the module's own edge/2
% (user's edge/2 is another predicate).
:- use_module(modules/graph).
edge(x, y).
main :- findall(Y, path(a, Y), L), sort(L, S), write(S), nl,
    findall(X-Y, edge(X, Y), E), write(E), nl.
