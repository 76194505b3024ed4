% The static verdicts the analyzer issue asks for on nrev, with the false bounds
% examples/nrev.pl does not carry (tests/analyze.rs checks them; hanoi's are in
% examples/hanoi.pl).
%
% nrev: exactly 0.5n^2 + 1.5n + 1 steps. 10n is false (at n = 0 already: 1 > 0);
% n^2 is false below n = 4 (1 > 0, 3 > 1, 6 > 4, 10 > 9; 15 <= 16 from n = 4).

:- pred nrev(A, B) : (list(A, num), var(B))
    + (cost(ub, steps, 0.5*length(A)**2 + 1.5*length(A) + 1),
       cost(ub, steps, 10*length(A)),
       cost(ub, steps, length(A)**2)).

nrev([], []).
nrev([H|L], R) :- nrev(L, R1), app(R1, [H], R).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
