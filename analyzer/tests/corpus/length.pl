% length.pl -- list length, naive (len/2) and with an accumulator (lenacc/2).
%
%   len([], 0).
%   len([_|T], N) :- len(T, M), N is M + 1.
%
% n = length(L): L(0) = 1, L(n) = 1 + L(n-1) (is/2 is free)   =>   L(n) = n + 1.
%
%   lenacc(L, N) :- lenacc(L, 0, N).
%   lenacc([], N, N).
%   lenacc([_|T], N0, N) :- N1 is N0 + 1, lenacc(T, N1, N).
%
% lenacc/3 costs n + 1 as well, plus one step for lenacc/2: n + 2.

:- check pred len(L, N) : (list(L, int), var(N))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred lenacc(L, N) : (list(L, int), var(N))
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).

len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.

lenacc(L, N) :- lenacc(L, 0, N).

lenacc([], N, N).
lenacc([_|T], N0, N) :- N1 is N0 + 1, lenacc(T, N1, N).
