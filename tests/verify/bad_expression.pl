p([]).
:- pred p(A) : list(A) + cost(ub, steps, wibble(A) + 1).
