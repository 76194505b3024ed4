% trust_size.pl -- a trusted success size used by a later loop (issue 18,
% item 4): proper_length/2 is library code the analysis does not model; its
% trust says the length it gives is the list's.
%
%   down_from_length(L) :- proper_length(L, N), down(N).
%   down(N) :- N > 0, !, N1 is N - 1, down(N1).
%   down(0).
%
% n = length(L). proper_length/2 costs no step and gives N = n. down(N) for
% N > 0: the first clause costs 1, commits and recurses; down(0): the first
% clause's head costs 1 and its test fails, the second costs 1. So down(N)
% costs N + 2, and
%   S(n) = 1 + (n + 2) = n + 3.

:- trust pred proper_length(L, N) : (list(L), var(N))
    => (nnegint(N), size(N, length(L)))
    + (cost(ub, steps, 0), cost(lb, steps, 0), det).

:- check pred down_from_length(L) : list(L, int)
    + (cost(ub, steps, length(L) + 3), cost(lb, steps, length(L) + 3)).

down_from_length(L) :- proper_length(L, N), down(N).

down(N) :- N > 0, !, N1 is N - 1, down(N1).
down(0).
