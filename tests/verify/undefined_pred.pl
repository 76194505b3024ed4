p([]).
:- pred q(A) : list(A) + cost(ub, steps, length(A) + 1).
