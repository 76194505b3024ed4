% Naive reverse: quadratic, n^2/2 + 3n/2 + 1 steps.
:- pred nrev(A, B) : (list(A, int), var(B)).

nrev([], []).
nrev([H|T], R) :-
    nrev(T, RT),
    app(RT, [H], R).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
