% hanoi.pl -- Towers of Hanoi, the list of moves built with a difference list
% (no append, so every step is a hanoi/6 step).
%
%   hanoi(N, From, To, Via, Moves) :- hanoi(N, From, To, Via, Moves, []).
%   hanoi(0, _, _, _, Ms, Ms) :- !.
%   hanoi(N, F, T, V, Ms0, Ms) :-
%       N1 is N - 1,
%       hanoi(N1, F, V, T, Ms0, [F-T|Ms1]),
%       hanoi(N1, V, T, F, Ms1, Ms).
%
% For N > 0 the head of clause 1 does not unify (0 against N): 0 steps.
%   H(0) = 1
%   H(N) = 1 + 2*H(N-1)
% so H(N) = 2^(N+1) - 1 (induction: 1 + 2*(2^N - 1) = 2^(N+1) - 1), and the
% wrapper hanoi/5 adds one step: 2^(N+1). The move list has 2^N - 1 moves.

:- check pred hanoi(N, A, B, C, M) : (nnegint(N), atm(A), atm(B), atm(C), var(M))
    + (cost(ub, steps, 2**(N+1)), cost(lb, steps, 2**(N+1))).

hanoi(N, From, To, Via, Moves) :- hanoi(N, From, To, Via, Moves, []).

hanoi(0, _, _, _, Ms, Ms) :- !.
hanoi(N, F, T, V, Ms0, Ms) :-
    N1 is N - 1,
    hanoi(N1, F, V, T, Ms0, [F-T|Ms1]),
    hanoi(N1, V, T, F, Ms1, Ms).
