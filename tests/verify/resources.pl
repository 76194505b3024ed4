% Resources other than steps: execution time, port counts, unification
% components, cost types, and a user-defined resource with constant costs.
% Every property here holds except the ones marked FALSE.

:- resource lits.
:- head_cost(ub, lits, 0).
:- literal_cost(ub, lits, 1).

:- pred len(L, N) : (list(L), var(N))
    + (cost(ub, exec_time, 1),                  % FALSE: no call takes 1 ns
       cost(ub, exec_time, 1000000000),
       cost(eq, calls, length(L) + 1),
       cost(eq, exits, length(L) + 1),
       cost(eq, nargs, 2*length(L) + 2),
       cost(eq, lits, length(L) + 1),
       cost(ub, lits, length(L))).              % FALSE: one call more
:- pred mem(X, L) : (var(X), list(L, int))
    + (cost(eq, allsols, steps, 2*length(L)),
       cost(ub, redo, steps, 2),
       cost(ub, redo, steps, 1),                % FALSE: a redo takes 2 steps
       cost(eq, sol(1), steps, min(length(L), 1)),
       non_det).                                % FALSE: mem(X, []) has no solution

len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
