% A nondeterministic predicate with generous exec_time bounds. Run-time checking
% times each attempt (the call, then every redo) with its own start-up, so only
% the bound up to the first solution is decided statically; the one over all
% solutions goes to run-time checking.
:- pred mem(X, L) : (var(X), list(L, int))
    + (cost(ub, exec_time, 100000*length(L) + 100000),
       cost(ub, allsols, exec_time, 100000*length(L) + 100000)).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
