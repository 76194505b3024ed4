% Heap cells per cost centre (`costlog profile`, `rel_cost(_, heap, _)`).
% By hand (a list cell [H|T] is 2 cells, a fresh variable passed as an argument
% 1): main builds the 10-element list (20 cells) and passes `_` (1 cell);
% nrev/2 builds [H] (2 cells) and passes the fresh RT (1 cell) per element: 30;
% app/3 writes one [H|R] per element of its first list: 2 * (0 + 1 + ... + 9) = 90.
% Of the run's 141 cells app/3 takes 63.83%.
:- cost_center nrev/2.
:- cost_center app/3.

:- entry main.

:- check pred app/3 + rel_cost(ub, heap, 70).
:- check pred app/3 + rel_cost(ub, heap, 50).

main :- nrev([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], _).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
