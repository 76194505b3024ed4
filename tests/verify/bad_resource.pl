p([]).
:- pred p(A) : list(A) + cost(ub, stepz, length(A)).
