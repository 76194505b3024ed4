% subset.pl -- subsets (sublists) of a list, nondeterministically.
%
%   subset([], []).
%   subset([X|T], [X|S]) :- subset(T, S).
%   subset([_|T], S) :- subset(T, S).
%
% Mode (+L, -S), n = length(L).
% First solution (take every element): clause 2 at each element, clause 1 at the
% end: n + 1 steps.
% All solutions (2^n of them): on [] only clause 1 unifies; on a non-empty list
% clauses 2 and 3 both unify and each enumerates all the subsets of the tail:
%   A(0) = 1,   A(n) = 2 + 2*A(n-1)   =>   A(n) = 3*2^n - 2.
% (costlog measures allsols while a run has at most 1000 solutions: n <= 9.)

:- check pred subset(L, S) : (list(L, int), var(S))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1),
       cost(ub, allsols, steps, 3*2**length(L) - 2),
       cost(lb, allsols, steps, 3*2**length(L) - 2)).

subset([], []).
subset([X|T], [X|S]) :- subset(T, S).
subset([_|T], S) :- subset(T, S).
