% library(yall) lambdas compiled at load time: once library(yall) is loaded, a
% lambda in a meta-argument of include/maplist/foldl becomes an auxiliary
% predicate ('__aux_yall_N'), so no lambda term is built when the clause runs.
% The static analysis reads the clauses the engine compiled: steps count one
% call of the auxiliary predicate per element, and the heap bounds charge no
% lambda term (`cost(lb, heap, 1)` on the empty list is false: 0 cells; only the
% closure of a lambda with free variables, `'__aux_yall_N'(N)`, is built).
:- use_module(library(apply)).
:- use_module(library(yall)).

:- pred evens(A, B) : (list(A, int), var(B))
    + (cost(lb, steps, length(A)+1), cost(ub, steps, length(A)+1),
       cost(lb, heap, 2*length(A)), cost(ub, heap, 6*length(A)),
       cost(lb, heap, 1)).
evens(L, E) :- include([X]>>(0 is X mod 2), L, E).

:- pred scaled(N, A, B) : (int(N), list(A, int), var(B))
    + (cost(lb, steps, length(A)+1), cost(ub, steps, length(A)+1),
       cost(lb, heap, 2), cost(ub, heap, 5*length(A)+2),
       cost(lb, heap, 3)).
scaled(N, L, D) :- maplist({N}/[X, Y]>>(Y is N*X), L, D).

:- pred total(A, S) : (list(A, int), var(S))
    + (cost(lb, steps, length(A)+1), cost(ub, steps, length(A)+1),
       cost(lb, heap, 4*length(A)), cost(ub, heap, 4*length(A)),
       cost(lb, heap, 1)).
total(L, S) :- foldl([X, A0, A]>>(A is A0 + X), L, 0, S).
