% Naive reverse: the classic cost-analysis example.
% Resolution steps for nrev of a list of length n: 0.5*n^2 + 1.5*n + 1.

:- entry main.
:- pred nrev(A, B) : (list(A, num), var(B)) => list(B, num)
    + (cost(ub, steps, 0.5*length(A)**2 + 1.5*length(A) + 1),
       cost(lb, steps, 0.5*length(A)**2 + 1.5*length(A) + 1),
       not_fails, is_det).
:- pred app(A, B, C) : (list(A), list(B), var(C)) + cost(eq, steps, length(A) + 1).
:- test nrev(A, B) : (A = [1,2,3]) => (B = [3,2,1]) + not_fails.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

main :-
    numlist(1, 30, L),
    nrev(L, R),
    R = [First|_],
    format("nrev of 1..30 starts with ~w~n", [First]).
