% A bound over two list arguments that holds whenever they have the same length
% (both/2 takes length(A) + length(B) + 3 steps) and fails when A is the longer:
% only inputs with independent sizes refute it.

:- pred both(A, B) : (list(A, int), list(B, int)) + cost(ub, steps, 2*length(B) + 3).
:- pred both2(A, B) : (list(A, int), list(B, int))
    + cost(ub, steps, length(A) + length(B) + 3).

both(A, B) :- walk(A), walk(B).
both2(A, B) :- walk(A), walk(B).

walk([]).
walk([_|T]) :- walk(T).
