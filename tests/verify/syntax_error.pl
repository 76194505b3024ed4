p([]) :- .
:- pred p(A) : list(A) + cost(ub, steps, 1).
