% Naive reverse: the classic cost-analysis example.
% Resolution steps for nrev of a list of length n: 0.5*n^2 + 1.5*n + 1.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

main :-
    numlist(1, 30, L),
    nrev(L, R),
    R = [First|_],
    format("nrev of 1..30 starts with ~w~n", [First]).
