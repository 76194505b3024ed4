% suffix.pl -- suffixes of a list, nondeterministically.
%
%   suffix(L, L).
%   suffix(S, [_|T]) :- suffix(S, T).
%
% Mode (-S, +L), n = length(L). First solution (S = L): 1 step.
% All solutions (the n + 1 suffixes, longest first): clause 1 always unifies,
% clause 2 when L is non-empty:
%   A(0) = 1,   A(n) = 2 + A(n-1)   =>   A(n) = 2n + 1.

:- check pred suffix(S, L) : (var(S), list(L, int))
    + (cost(ub, steps, 1), cost(lb, steps, 1),
       cost(ub, allsols, steps, 2*length(L) + 1),
       cost(lb, allsols, steps, 2*length(L) + 1)).

suffix(L, L).
suffix(S, [_|T]) :- suffix(S, T).
