p([]).
:- pred p(A) : list(A) + cost(ub, steps, length(B) + 1).
