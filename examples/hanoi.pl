% Towers of Hanoi: 2^n - 1 moves. Steps: S(0) = 1, S(n) = 1 + 2 S(n-1) (append/3
% is a library predicate: it costs no resolution steps), so S(n) = 2^(n+1) - 1.
% The quadratic bound is false: the cost is exponential. 2^N is false too (3 steps
% > 2 at N = 1); 2^(N+1) holds.

:- entry hanoi(N, a, b, c, Moves) : (nnegint(N), var(Moves)).
:- pred hanoi(N, A, B, C, M) : (nnegint(N), atm(A), atm(B), atm(C), var(M))
    + (cost(eq, steps, 2**(N+1) - 1), not_fails, is_det).
:- pred hanoi(N, A, B, C, M) : (nnegint(N), atm(A), atm(B), atm(C), var(M))
    + cost(ub, steps, 100*N*N + 1).
:- pred hanoi(N, A, B, C, M) : (nnegint(N), atm(A), atm(B), atm(C), var(M))
    + (cost(ub, steps, 2**int(N)), cost(ub, steps, 2**(int(N)+1))).

hanoi(0, _, _, _, []) :- !.
hanoi(N, From, To, Via, Moves) :-
    N1 is N - 1,
    hanoi(N1, From, Via, To, M1),
    hanoi(N1, Via, To, From, M2),
    append(M1, [From-To|M2], Moves0),
    Moves = Moves0.
