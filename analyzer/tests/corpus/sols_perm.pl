% sols_perm.pl -- the permutations of a list (solutions as a resource).
%
%   perm([], []).
%   perm(L, [X|P]) :- sel(X, L, R), perm(R, P).
%   sel(X, [X|T], T).
%   sel(X, [H|T], [H|R]) :- sel(X, T, R).
%
% Mode (+L, -P), n = length(L). sel on a list of length k has k solutions, so
% S(0) = 1, S(n) = n*S(n-1): n! solutions exactly. (The recurrence has a
% coefficient that grows with n: the analysis has no factorial and leaves both
% bounds to run-time checking, which counts them while n! <= 1000.)
% First solution (the identity): 2n + 1 steps (see permute.pl).

:- check pred perm(L, P) : (list(L, int), var(P))
    + (cost(ub, sols, fact(length(L))), cost(lb, sols, fact(length(L))),
       cost(ub, steps, 2*length(L) + 1), cost(lb, steps, 2*length(L) + 1)).

perm([], []).
perm(L, [X|P]) :- sel(X, L, R), perm(R, P).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
