% partition_cut.pl -- deterministic partition with a cut (quicksort's partition,
% the version of the profiling papers).
%
%   partition([], _, [], []).
%   partition([E|R], P, [E|Sm], Bg) :- E < P, !, partition(R, P, Sm, Bg).
%   partition([E|R], P, Sm, [E|Bg]) :- partition(R, P, Sm, Bg).
%
% n = length(L). For E < P: clause 2, 1 step (the cut discards clause 3). For
% E >= P: clause 2's head unifies (the output argument is a fresh variable), 1
% step, its test fails, then clause 3: 1 step. The end of the list: 1 step.
%   S(n) = 1 + n + (number of elements >= P)
%   ub = 2n + 1 (all elements >= P),   lb = n + 1 (all elements < P).

:- check pred partition(L, P, S, B) : (list(L, int), int(P), var(S), var(B))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, length(L) + 1)).

partition([], _, [], []).
partition([E|R], P, [E|Sm], Bg) :- E < P, !, partition(R, P, Sm, Bg).
partition([E|R], P, Sm, [E|Bg]) :- partition(R, P, Sm, Bg).
