% leaves/1 walks the subterms of the elements of a list: a list of numbers takes
% 2*length(L) + 1 steps, a compound element more. The bound fails only on lists
% whose elements are of mixed shapes, which list/1 (any element) allows and
% list/2 of integers does not (leaves_int/1 is one step more).

:- pred leaves(L) : list(L) + cost(ub, steps, 2*length(L) + 1).
:- pred leaves_int(L) : list(L, int) + cost(ub, steps, 2*length(L) + 2).

leaves([]).
leaves([X|Xs]) :- leaf(X), leaves(Xs).

leaf(X) :- atomic(X), !.
leaf(X) :- var(X), !.
leaf(X) :- X =.. [_|Args], leaves(Args).

leaves_int(L) :- leaves(L).
