:- pred app(A, B, C) : (list(A, int), list(B, int), var(C)).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
