% rel_cost with a cost type. The profiler measures a centre's share of all its
% work (every call, redo and solution: cost type allsols, what rel_cost/3
% means), so a share of one cost type is left `check`: leaf/1 never redoes and
% has no second solution, so the two bounds with a cost type hold, though
% leaf/1 takes 10 of the run's 22 steps. The bounds without one are false.

:- cost_center leaf/1.

:- entry main.

:- check pred leaf/1 + rel_cost(ub, redo, steps, 1).       % holds (no redo)
:- check pred leaf/1 + rel_cost(ub, sol(2), steps, 1).     % holds (no 2nd solution)
:- check pred leaf/1 + rel_cost(ub, steps, 1).             % FALSE
:- check pred leaf/1 + rel_cost(ub, allsols, steps, 1).    % FALSE

main :- walk([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).

walk([]).
walk([X|Xs]) :- leaf(X), walk(Xs).

leaf(X) :- X > 0.
