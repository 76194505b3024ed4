% rows.pl -- lists of lists: the rows' lengths, the rows' sums and the rows
% appended into one list, each row handled by a helper that walks it.
%
%   row_lens([], []).
%   row_lens([R|Rs], [N|Ns]) :- row_len(R, N), row_lens(Rs, Ns).
%   row_len([], 0).
%   row_len([_|T], N) :- row_len(T, N0), N is N0 + 1.
%
% On n rows of k_1, ..., k_n elements (K = k_1 + ... + k_n): rl costs n + 1
% steps of its own and len k_i + 1 on row i, so steps = 2n + 1 + K. In terms of
% the outer length only the lower bound is exact: 2n + 1 (every row empty);
% the cost grows with the rows' lengths, which length(Rs) does not bound.
% Every element of Rs is a list (list(Rs, list)), so row_len/2 is called on a list
% and surely succeeds: row_lens/2 surely succeeds.
% The upper bound in the term size: a row of k elements has size at least
% 2k + 1 (each cell and its element, and the final []), so
% size(Rs) >= 1 + sum(1 + 2k_i + 1) = 1 + 2n + 2K >= 2n + 1 + K, equal when
% every row is empty: ub = size(Rs).
%
%   row_sums([], []).
%   row_sums([R|Rs], [S|Ss]) :- row_sum(R, S), row_sums(Rs, Ss).
%   row_sum([], 0).
%   row_sum([X|Xs], S) :- row_sum(Xs, S0), S is S0 + X.
%
% The same count on rows of integers (list(Rs, list(int))): 2n + 1 + K.
%
%   rows_flat([], []).
%   rows_flat([R|Rs], F) :- rows_flat(Rs, F0), row_app(R, F0, F).
%   row_app([], L, L).
%   row_app([H|T], L, [H|R]) :- row_app(T, L, R).
%
% The rows appended: again n + 1 steps of fr and k_i + 1 of app per row,
% 2n + 1 + K. Called on any ground term (gnd(Rs), untyped data measured by its
% size): each step unifies a head with a distinct list cell or [] of Rs or of
% one of its elements (fr's cells and final [], app's cells and final [] of
% each row fr reaches), all distinct subterms of Rs, so steps <= size(Rs);
% lb = 0 (rows_flat(foo, F) fails at once).

:- check pred row_lens(Rs, Ns) : (list(Rs, list), var(Ns))
    + (not_fails, cost(ub, steps, size(Rs)), cost(lb, steps, 2*length(Rs) + 1)).
:- check pred row_sums(Rs, Ss) : (list(Rs, list(int)), var(Ss))
    + (not_fails, cost(ub, steps, size(Rs)), cost(lb, steps, 2*length(Rs) + 1)).
:- check pred rows_flat(Rs, F) : (list(Rs, list), var(F))
    + (not_fails, cost(ub, steps, size(Rs)), cost(lb, steps, 2*length(Rs) + 1)).
:- check pred rows_flat(Rs, F) : (gnd(Rs), var(F))
    + (cost(ub, steps, size(Rs)), cost(lb, steps, 0)).

row_lens([], []).
row_lens([R|Rs], [N|Ns]) :- row_len(R, N), row_lens(Rs, Ns).

row_len([], 0).
row_len([_|T], N) :- row_len(T, N0), N is N0 + 1.

row_sums([], []).
row_sums([R|Rs], [S|Ss]) :- row_sum(R, S), row_sums(Rs, Ss).

row_sum([], 0).
row_sum([X|Xs], S) :- row_sum(Xs, S0), S is S0 + X.

rows_flat([], []).
rows_flat([R|Rs], F) :- rows_flat(Rs, F0), row_app(R, F0, F).

row_app([], L, L).
row_app([H|T], L, [H|R]) :- row_app(T, L, R).
