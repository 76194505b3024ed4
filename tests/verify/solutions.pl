% Solutions as a resource: `cost(_, sols, F)` bounds the number of solutions of
% a call, decided statically where the analysis bounds them and at run time
% otherwise; `cost(ub, allsols, steps, F)` bounds the whole search.

% keep/2 keeps or drops each element: 2^n solutions. Its second clause runs k/3
% once per solution of the recursive call: 2^(n-1) times. All solutions cost
% A(0) = 1, A(n) = 1 + A(n-1) + 2^n, that is 2^(n+1) + n - 1.
:- pred keep(L, R) : (list(L, int), var(R))
    + (cost(ub, sols, 2**length(L)), cost(lb, sols, 2**length(L)),
       cost(ub, sols, length(L) + 1),
       cost(ub, allsols, steps, 3*length(L) + 1)).
keep([], []).
keep([X|T], R) :- keep(T, R0), k(X, R0, R).
k(X, R, [X|R]).
k(_, R, R).

% pairs/2: every ordered pair of elements, n^2 solutions, 2n^2 + 2n + 1 steps.
:- pred pairs(L, P) : (list(L, int), var(P))
    + (cost(ub, sols, length(L)*length(L)), cost(lb, sols, length(L)*length(L)),
       cost(ub, allsols, steps, 2*length(L)*length(L) + 2*length(L) + 1),
       cost(ub, allsols, steps, 2*length(L) + 1),
       cost(lb, sols, length(L)*length(L) + 1)).
pairs(L, X-Y) :- mem(X, L), mem(Y, L).
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
