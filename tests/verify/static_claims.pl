% The static verdicts the analyzer issue asks for, on the program shapes of
% examples/nrev.pl and examples/hanoi.pl (tests/analyze.rs checks them).
%
% nrev: exactly 0.5n^2 + 1.5n + 1 steps. 10n is false (at n = 0 already: 1 > 0);
% n^2 is false below n = 4 (1 > 0, 3 > 1, 6 > 4, 10 > 9; 15 <= 16 from n = 4).
% hanoi: exactly 2^(N+1) - 1 steps (append/3 here is the builtin: no steps), so
% 2^N is false (3 > 2 at N = 1) and 2^(N+1) holds.

:- pred nrev(A, B) : (list(A, num), var(B))
    + (cost(ub, steps, 0.5*length(A)**2 + 1.5*length(A) + 1),
       cost(ub, steps, 10*length(A)),
       cost(ub, steps, length(A)**2)).

nrev([], []).
nrev([H|L], R) :- nrev(L, R1), app(R1, [H], R).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

:- pred hanoi(N, A, B, C, M) : (nnegint(N), atm(A), atm(B), atm(C), var(M))
    + (cost(ub, steps, 2**int(N)), cost(ub, steps, 2**(int(N)+1))).

hanoi(0, _, _, _, []) :- !.
hanoi(N, From, To, Via, Moves) :-
    N1 is N - 1,
    hanoi(N1, From, Via, To, M1),
    hanoi(N1, Via, To, From, M2),
    append(M1, [From-To|M2], Moves0),
    Moves = Moves0.
