p([]).
:- pred p(A) : list(A) + cost(ub, sometimes, steps, length(A)).
