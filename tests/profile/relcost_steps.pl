% rel_cost on steps is exact: work/1 takes 10 of the 11 steps of main's run (90.91%).
:- cost_center work/1.

:- entry main.

:- check pred work/1 + rel_cost(lb, steps, 80).
:- check pred work/1 + rel_cost(ub, steps, 50).

main :- work(9).

work(0).
work(N) :- N > 0, N1 is N - 1, work(N1).
