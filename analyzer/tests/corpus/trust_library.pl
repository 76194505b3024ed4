% trust_library.pl -- a library predicate the analysis does not model, described
% by a trust assertion (issue 18, item 4): maplist/3 runs inc/2 once per element.
%
%   incs(L, N) :- maplist(inc, L, M), len(M, N).
%   inc(X, Y) :- Y is X + 1.
%   len([], 0).
%   len([_|T], N) :- len(T, K), N is K + 1.
%
% n = length(L). maplist/3 itself is library code (no steps); it calls inc/2 once
% per element: n steps, as the trust states, and M has n elements, as its
% success part states. len/2 on M costs n + 1. So
%   S(n) = 1 + n + (n + 1) = 2n + 2.
% Without the success part, M would be an unknown term and len/2's loop inf.

:- trust pred maplist(G, L, M) : (gnd(G), list(L), var(M))
    => (list(M), size(M, length(L)))
    + (cost(ub, steps, length(L)), cost(lb, steps, length(L)), det).

:- check pred incs(L, N) : (list(L, int), var(N))
    + (cost(ub, steps, 2*length(L) + 2), cost(lb, steps, 2*length(L) + 2)).

incs(L, N) :- maplist(inc, L, M), len(M, N).

inc(X, Y) :- Y is X + 1.

len([], 0).
len([_|T], N) :- len(T, K), N is K + 1.
