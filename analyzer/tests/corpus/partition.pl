% partition.pl -- partition a list around a pivot with guarded clauses (no cut:
% the two tests are exclusive, but the clause choice is left to backtracking).
%
%   partition([], _, [], []).
%   partition([E|R], P, [E|Sm], Bg) :- E < P, partition(R, P, Sm, Bg).
%   partition([E|R], P, Sm, [E|Bg]) :- E >= P, partition(R, P, Sm, Bg).
%
% n = length(L), s = number of elements < P.
% First solution: an element < P costs 1 (clause 2; clause 3 stays as a choice
% point), an element >= P costs 2 (clause 2's head unifies, E < P fails; clause 3,
% the last one, leaves no choice point); [] costs 1 (the other heads fail):
%   first = 1 + s + 2(n - s)
%   ub = 2n + 1 (all elements >= P),   lb = n + 1 (all elements < P).
% All solutions (there is exactly one): backtracking then retries clause 3 at each
% of the s choice points: its head unifies (1 step) and E >= P fails. So
%   allsols = 1 + s + 2(n - s) + s = 2n + 1 exactly, whatever the values.

:- check pred partition(L, P, S, B) : (list(L, int), int(P), var(S), var(B))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, length(L) + 1),
       cost(ub, allsols, steps, 2*length(L) + 1),
       cost(lb, allsols, steps, 2*length(L) + 1)).

partition([], _, [], []).
partition([E|R], P, [E|Sm], Bg) :- E < P, partition(R, P, Sm, Bg).
partition([E|R], P, Sm, [E|Bg]) :- E >= P, partition(R, P, Sm, Bg).
