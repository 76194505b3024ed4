% sols_two_sum.pl -- generate and test: two elements with a given sum
% (solutions as a resource).
%
%   two_sum(L, S, X, Y) :- pair_mem(X, L), pair_mem(Y, L), X + Y =:= S.
%   pair_mem(X, [X|_]).
%   pair_mem(X, [_|T]) :- pair_mem(X, T).
%
% Mode (+L, +S, -X, -Y), n = length(L). pair_mem(-X, +L) has n solutions and costs
% 2n steps over all of them (both clauses unify at each element, none at []).
% Solutions: at most n*n (every pair passes, e.g. L = [1,1,1], S = 2), at least
% 0 (none does). All solutions, whatever the values:
%   1 + 2n + n*2n = 2n^2 + 2n + 1.

:- check pred two_sum(L, S, X, Y) : (list(L, int), int(S), var(X), var(Y))
    + (cost(ub, sols, length(L)*length(L)), cost(lb, sols, 0),
       cost(ub, allsols, steps, 2*length(L)*length(L) + 2*length(L) + 1)).

two_sum(L, S, X, Y) :- pair_mem(X, L), pair_mem(Y, L), X + Y =:= S.

pair_mem(X, [X|_]).
pair_mem(X, [_|T]) :- pair_mem(X, T).
