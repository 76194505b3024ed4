% sols_pick2.pl -- two distinct elements by select (solutions as a resource).
%
%   pick2(L, X, Y) :- sel(X, L, R), sel(Y, R, _).
%   sel(X, [X|T], T).
%   sel(X, [H|T], [H|R]) :- sel(X, T, R).
%
% Mode (+L, -X, -Y), n = length(L).
% sel on a list of length k has k solutions (one per element, the rest of length
% k - 1) and costs 2k steps over all of them (both clauses unify at each
% element, none at []).
% Solutions: n choices of X, then n - 1 of Y: n*(n-1) exactly.
% All solutions: pick2 (1) + the first sel (2n) + the second sel once per
% solution of the first (n * 2(n-1)):   1 + 2n + 2n(n-1) = 2n^2 + 1.

:- check pred pick2(L, X, Y) : (list(L, int), var(X), var(Y))
    + (cost(ub, sols, length(L)*(length(L)-1)),
       cost(lb, sols, length(L)*(length(L)-1)),
       cost(ub, allsols, steps, 2*length(L)*length(L) + 1)).
:- check pred sel(X, L, R) : (var(X), list(L, int), var(R))
    + (cost(ub, sols, length(L)), cost(lb, sols, length(L)),
       cost(ub, allsols, steps, 2*length(L))).

pick2(L, X, Y) :- sel(X, L, R), sel(Y, R, _).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
