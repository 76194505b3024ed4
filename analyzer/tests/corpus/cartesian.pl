% cartesian.pl -- nested loops over two lists: the cartesian product A x B.
%
%   cart([], _, []).
%   cart([A|As], Bs, Ps) :- pairs(Bs, A, Ps, Ps0), cart(As, Bs, Ps0).
%   pairs([], _, Ps, Ps).
%   pairs([B|Bs], A, [A-B|Ps], Ps0) :- pairs(Bs, A, Ps, Ps0).
%
% n = length(A), m = length(B). pairs over B costs m + 1 (difference list, no
% append). cart: C(0) = 1, C(n) = 1 + (m + 1) + C(n-1), so
%   C(n, m) = n*(m + 2) + 1 = n*m + 2n + 1.

:- check pred cart(A, B, P) : (list(A, int), list(B, int), var(P))
    + (cost(ub, steps, length(A)*length(B) + 2*length(A) + 1),
       cost(lb, steps, length(A)*length(B) + 2*length(A) + 1)).

cart([], _, []).
cart([A|As], Bs, Ps) :- pairs(Bs, A, Ps, Ps0), cart(As, Bs, Ps0).

pairs([], _, Ps, Ps).
pairs([B|Bs], A, [A-B|Ps], Ps0) :- pairs(Bs, A, Ps, Ps0).
