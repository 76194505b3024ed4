% Heap cells (the engine's `heap` counter): append builds one list cell, 2
% cells, per element of its first argument. Checked with `--no-static`, both
% claims are decided at run time: the true one is observed (ratio 1.000), the
% false one gets a counterexample.
:- pred app(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, heap, 2*length(A)), cost(ub, heap, length(A))).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
