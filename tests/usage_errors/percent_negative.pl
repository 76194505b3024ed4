% rel_cost's bound is a percentage of the whole run.
:- pred p(A) + rel_cost(lb, steps, -5).

p(_).

main :- p(1).
