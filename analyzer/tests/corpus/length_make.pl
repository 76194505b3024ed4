% length_make.pl -- length/2 making a list of a given length, then a loop over
% it (issue 18, item 7).
%
%   count_made(N, C) :- length(L, N), cnt(L, C).
%   cnt([], 0).
%   cnt([_|T], C) :- cnt(T, C0), C is C0 + 1.
%
% length(L, N) with N a natural and L free makes a list of N fresh variables,
% deterministically and at no step. cnt/2 never looks at the elements: N + 1
% steps. So
%   S(N) = 1 + (N + 1) = N + 2.

:- check pred count_made(N, C) : (nnegint(N), var(C))
    + (cost(ub, steps, N + 2), cost(lb, steps, N + 2), not_fails, is_det).

count_made(N, C) :- length(L, N), cnt(L, C).

cnt([], 0).
cnt([_|T], C) :- cnt(T, C0), C is C0 + 1.
