% `trust` assertions replace what the analysis infers: ext/2 is foreign code
% (not defined here) described by its bounds; slow/1 is defined, but its trusted
% bound (say, measured elsewhere) is used instead of the inferred one (2 steps).

:- trust pred ext(A, B) : (list(A), var(B))
    + (cost(ub, steps, 2*length(A) + 1), cost(lb, steps, 1), not_fails, is_det).

:- pred twice(A, B) : (list(A), var(B))
    + (cost(ub, steps, 4*length(A) + 3), not_fails, is_det).
twice(A, B) :- ext(A, _), ext(A, B).

:- trust pred slow(X) : ground(X) + cost(ub, steps, 7).
slow(X) :- quick(X).
quick(_).

:- pred use_slow(X) : ground(X) + cost(ub, steps, 8).
use_slow(X) :- slow(X).

% A list is ground: the trust on ground(X) covers a call with a list.
:- pred slow_list(L) : list(L) + cost(ub, steps, 8).
slow_list(L) :- slow(L).
