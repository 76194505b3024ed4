% findall_forall.pl -- user enumerations run by findall/3 and forall/2.
%
%   mem(X, [X|_]).
%   mem(X, [_|T]) :- mem(X, T).
%
% Mode mem(-X, +L), n = length(L): every solution costs the steps of both
% clauses' heads down the list, A(n) = 2 + A(n-1), A(0) = 0 (no head unifies
% with []): 2n steps for the whole search, 1 to the first solution (n > 0).
% findall/3 and forall/2 are library code (no steps of their own): findall/3
% runs every solution of its goal; forall(C, A) runs \+ (C, \+ A), so it stops
% at the first solution of C whose action fails.
%
%   pairs(L, Ps) :- findall(X-Y, (mem(X, L), mem(Y, L)), Ps).
%       1 + 2n + n*2n = 2n^2 + 2n + 1, whatever the values.
%   count_below(L, N, C) :- findall(X, (mem(X, L), X < N), Xs), length(Xs, C).
%       1 + 2n: the test does not stop the search.
%   all_below(L, N) :- forall(mem(X, L), X < N).
%       worst (every element below N, the call succeeds): 1 + 2n;
%       best (the first element is not below N): 1 + min(n, 1).

:- check pred pairs(L, Ps) : (list(L, int), var(Ps))
    + (cost(ub, steps, 2*length(L)*length(L) + 2*length(L) + 1),
       cost(lb, steps, 2*length(L)*length(L) + 2*length(L) + 1)).
:- check pred count_below(L, N, C) : (list(L, int), int(N), var(C))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, 2*length(L) + 1)).
:- check pred all_below(L, N) : (list(L, int), int(N))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, min(length(L), 1) + 1)).

pairs(L, Ps) :- findall(X-Y, (mem(X, L), mem(Y, L)), Ps).
count_below(L, N, C) :- findall(X, (mem(X, L), X < N), Xs), length(Xs, C).
all_below(L, N) :- forall(mem(X, L), X < N).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
