% Heap cells where one variable is passed for two outputs: the first output is
% written (6 cells), the second is then bound and only read. Per element: the
% list cell (2) and one r/3 term (6). The static analysis cannot tell which
% output a call writes, so it gives no upper bound (it once proved 2 cells per
% element, a wrong `checked`); the run-time check decides.
:- pred s(A, B) : (list(A, int), var(B))
    + (cost(eq, heap, 8*length(A)),
       cost(ub, heap, 2*length(A))).               % FALSE: 8 cells per element

s([], []).
s([X|T], [Y|R]) :- two(Y, Y, X), s(T, R).

two(r(X, f(X), []), r(X, f(X), []), X).
