:- module(b, [walk_b/1]).
walk_b(L) :- helper(L).
helper(_).
