% An entry goal for `--goal` checks: main/0 runs p/1, which rel_cost bounds.
:- pred p(A) + rel_cost(ub, steps, 60).

p(_).

main :- p(1).
