% dynamic_facts.pl -- a dynamic predicate filled at run time: the clauses it has
% when it is called are not the clauses read, so the analysis cannot bound its
% calls (it leaves them unbounded); run-time counting counts each of its clauses
% that is tried and unifies like any user clause.
%
%   mark_all(L) :- retractall(seen(_)), mark(L).         1 + M(n)
%   mark([]).
%   mark([X|Xs]) :- assertz(seen(X)), mark(Xs).          M(n) = n + 1
%   count_seen(L, N) :- mark_all(L), aggregate_all(count, seen(_), N).
%
% After mark_all(L), seen/1 has n clauses, each tried once: count_seen costs
% 1 + (n + 2) + n = 2n + 3.

:- dynamic seen/1.

:- check pred mark_all(L) : list(L, int)
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).
:- check pred count_seen(L, N) : (list(L, int), var(N))
    + (cost(ub, steps, 2*length(L) + 3), cost(lb, steps, 2*length(L) + 3)).

mark_all(L) :- retractall(seen(_)), mark(L).
mark([]).
mark([X|Xs]) :- assertz(seen(X)), mark(Xs).
count_seen(L, N) :- mark_all(L), aggregate_all(count, seen(_), N).
