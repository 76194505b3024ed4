% A program written for Ciao: its package list makes Ciao's basic properties
% callable, and its clauses use them as type tests (guards).
:- module(_, [atoms/2, classify/2, gen/1], [assertions, regtypes, nativeprops]).

:- pred atoms(L, N) : (list(L), var(N)) + (cost(ub, steps, 2*length(L)+1), cost(lb, steps, length(L)+1)).
atoms([], 0).
atoms([X|Xs], N) :- atm(X), !, atoms(Xs, M), N is M+1.
atoms([_|Xs], N) :- atoms(Xs, N).

:- pred classify(X, K) : (gnd(X), var(K)) + (cost(ub, steps, 4), is_det).
classify(X, int) :- int(X), !.
classify(X, num) :- num(X), !.
classify(X, atm) :- atm(X), !.
classify(_, other).

% int/1 on an unbound argument enumerates integers: no finite bound on all
% solutions may be claimed.
:- pred gen(N) : var(N) + cost(ub, allsols, steps, 5).
gen(N) :- int(N), small(N).
small(N) :- N < 3.
