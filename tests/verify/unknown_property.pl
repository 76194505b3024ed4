p([]).
:- pred p(A) : sorted_list(A) + cost(ub, steps, 1).
