% nth1_loop.pl -- a loop that reads a list by index with nth1/3 (issue 18,
% item 7), counting the index down from the list's length.
%
%   sum_back(L, S) :- length(L, N), walk(N, L, 0, S).
%   walk(N, L, S0, S) :- N > 0, !, nth1(N, L, X), S1 is S0 + X, N1 is N - 1,
%                        walk(N1, L, S1, S).
%   walk(0, _, S, S).
%
% n = length(L). nth1/3 with an integer index is deterministic and costs no
% step. walk(N, ...) costs 1 per N > 0 (the first clause commits) and 2 for
% walk(0, ...) (the first clause's test fails): n + 2. So
%   S(n) = 1 + (n + 2) = n + 3.
% (The lower bound stops at nth1/3, which may fail where the index is beyond
% the list: the analysis does not relate N to length(L). It holds at run time.)

:- check pred sum_back(L, S) : (list(L, int), var(S))
    + (cost(ub, steps, length(L) + 3), cost(lb, steps, length(L) + 3)).

sum_back(L, S) :- length(L, N), walk(N, L, 0, S).

walk(N, L, S0, S) :- N > 0, !, nth1(N, L, X), S1 is S0 + X, N1 is N - 1, walk(N1, L, S1, S).
walk(0, _, S, S).
