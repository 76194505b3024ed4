% A predicate no clause of which takes some inputs: largest([]) fails at no
% cost, and the bound of its one clause, 6*length(A)-1 for nargs, is below
% zero there. Found by the verdict cross-check (bench/verdicts) on an
% Advent-of-Code program: a true lower bound was refuted at length(A) = 0.
largest([H|T], X) :- largest_(T, H, X), !.

largest_([], Max, Max) :- !.
largest_([H|T], Max, X) :- H =< Max, !, largest_(T, Max, X).
largest_([H|T], Max, X) :- H > Max, !, largest_(T, H, X).

% nargs: 0 at length 0, at least 3*length(A)+2 above; viunif: 0, at least
% 3*length(A) above (largest([3,2,1], _): 11 and 9).
:- pred largest(A, B) : (list(A, int), var(B))
    + (cost(lb, nargs, 3*length(A)),
       cost(lb, viunif, 2*length(A)),
       cost(ub, nargs, 6*length(A)),
       cost(ub, nargs, 6*length(A)-1)).         % FALSE: largest([], _) costs 0
