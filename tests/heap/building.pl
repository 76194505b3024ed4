% Heap cells (`heap`): what building data costs, decided statically and checked
% at run time. Every property holds except the ones marked FALSE.

:- pred app(A, B, C) : (list(A), list(B), var(C))
    + (cost(eq, heap, 2*length(A)),
       cost(ub, heap, length(A))).                 % FALSE: 2 cells per element

:- pred nrev(A, B) : (list(A), var(B))
    + (cost(eq, heap, length(A)**2 + 2*length(A)),
       cost(lb, heap, length(A)**2 + 3*length(A))). % FALSE: n more than built

:- pred pairs(A, B) : (list(A), var(B))
    + (cost(eq, heap, 5*length(A)),
       cost(ub, heap, 4*length(A))).               % FALSE: [X-X|R] is 5 cells

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

pairs([], []).
pairs([X|T], [X-X|R]) :- pairs(T, R).

% The moves of the towers of Hanoi, appended: N*2^N + 8*2^N - 8 cells.
:- pred hanoi(N, A, B, C, M) : (nnegint(N), atm(A), atm(B), atm(C), var(M))
    + (cost(eq, heap, N*2**N + 8*2**N - 8),
       cost(ub, heap, 2**(N+3))).                  % FALSE from N = 3

hanoi(0, _, _, _, []) :- !.
hanoi(N, A, B, C, M) :-
    N1 is N - 1,
    hanoi(N1, A, C, B, M1),
    hanoi(N1, C, B, A, M2),
    app(M1, [A-B|M2], M).

% Every element and a compound of it, through a difference list.
:- pred dlist(L, R) : (list(L), var(R))
    + (cost(eq, heap, 6*length(L)),
       cost(lb, heap, 7*length(L))).               % FALSE: 6 cells per element

dlist(L, R) :- dlist(L, R, []).

dlist([], T, T).
dlist([X|Xs], [X, f(X)|T0], T) :- dlist(Xs, T0, T).
