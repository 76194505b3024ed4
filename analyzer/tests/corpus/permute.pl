% permute.pl -- permutations of a list, nondeterministically (select-based).
%
%   perm([], []).
%   perm(L, [X|P]) :- sel(X, L, R), perm(R, P).
%   sel(X, [X|T], T).
%   sel(X, [H|T], [H|R]) :- sel(X, T, R).
%
% Mode (+L, -P), n = length(L).
% First solution (the identity): perm([]) costs 1 (clause 1). For n >= 1 clause
% 1's head fails, clause 2 costs 1 and sel's first solution 1 (clause 1):
%   F(n) = 2 + F(n-1), F(0) = 1   =>   F(n) = 2n + 1.
% All solutions (n! of them): sel on a list of length k enumerates k solutions
% for 2k steps (both clauses unify at each element, none at []). perm([]) costs 2
% over all its attempts (clause 1; then clause 2's head unifies and sel fails on
% [] with no step). For n >= 1: 1 (clause 2) + 2n (sel) + n*A(n-1):
%   A(0) = 2,   A(n) = 2n + 1 + n*A(n-1).
% Dividing by n!: A(n)/n! = A(n-1)/(n-1)! + (2n+1)/n!, so
%   A(n) = n! * (2 + sum_{k=1..n} (2k + 1)/k!)
% (exact; the partial sums of the exponential series have no closed form, so the
% sum is kept; costlog measures allsols only while n! <= 1000: n <= 6).

:- check pred perm(L, P) : (list(L, int), var(P))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, 2*length(L) + 1),
       cost(ub, allsols, steps, fact(length(L)) * (2 + sum($(K), 1, length(L), (2 * $(K) + 1)/fact($(K))))),
       cost(lb, allsols, steps, fact(length(L)) * (2 + sum($(K), 1, length(L), (2 * $(K) + 1)/fact($(K)))))).

perm([], []).
perm(L, [X|P]) :- sel(X, L, R), perm(R, P).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
