% findall/3 with its goal written in the clause: the analysis runs every
% solution of the goal, as the library does, so the whole search is its cost.
% pairs(L, _) costs 1 + 2n + n*2n steps (n = length(L); mem/2's whole search
% over n elements is 2n steps).

:- pred pairs(L, Ps) : (list(L, int), var(Ps))
    + cost(ub, steps, 2*length(L)**2 + 2*length(L) + 1).     % holds
:- pred pairs_wrong(L, Ps) : (list(L, int), var(Ps))
    + cost(ub, steps, 2*length(L) + 2).                      % FALSE at n = 2

pairs(L, Ps) :- findall(X-Y, (mem(X, L), mem(Y, L)), Ps).
pairs_wrong(L, Ps) :- findall(X-Y, (mem(X, L), mem(Y, L)), Ps).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
