p([]).
:- pred p(A) : list(A) + cost(upper, steps, length(A)).
