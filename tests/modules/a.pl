:- module(a, [walk_a/1]).
:- pred walk_a(L) : list(L) + cost(ub, steps, length(L) + 2).
walk_a(L) :- helper(L).
helper([]).
helper([_|T]) :- helper(T).
