% row_walks.pl -- walks of lists of lists (and of a tree) that hand one part of
% the head compound to a helper and recur on the other, measured by the term
% size: the rows summed, the rows' lengths, the rows appended, and the left
% subtrees of a tree's right spine counted.
%
%   sum_rows([], 0).
%   sum_rows([R|Rs], S) :- sum_row(R, S1), sum_rows(Rs, S2), S is S1 + S2.
%   sum_row([], 0).
%   sum_row([X|Xs], S) :- sum_row(Xs, S0), S is S0 + X.
%
% On n rows of k_1, ..., k_n integers (K = k_1 + ... + k_n): sum_rows costs
% n + 1 steps of its own and sum_row k_i + 1 on row i: steps = 2n + 1 + K.
% The size s = size(Rs) counts each cell of the outer list, its final [], and
% each row's cells, elements and final []: s = 2n + 1 + 2K (always odd). For a
% given s, steps = n + 1 + (s - 1)/2:
%   ub: n as large as s allows, every row empty (K = 0): steps = s;
%   lb: n as small as s allows: n = 0 at s = 1 (1 step), n = 1 from s = 3 on
%       (one row of (s - 3)/2 integers): (s + 3)/2. Both: min(s, (s + 3)/2).
%
%   all_lens([], []).
%   all_lens([R|Rs], [N|Ns]) :- len(R, N), all_lens(Rs, Ns).
%   len([], 0).
%   len([_|T], N) :- len(T, N0), N is N0 + 1.
%
% The same count: 2n + 1 + K; ub s, lb min(s, (s + 3)/2).
%
%   flat_rows([], []).
%   flat_rows([R|Rs], F) :- flat_rows(Rs, F0), app(R, F0, F).
%   app([], L, L).
%   app([H|T], L, [H|R]) :- app(T, L, R).
%
% The helper after the recursion: again n + 1 + sum(k_i + 1) = 2n + 1 + K;
% ub s, lb min(s, (s + 3)/2).
%
%   spine(void, 0).
%   spine(t(L, _, R), N) :- cnt(L, A), spine(R, B), N is A + B + 1.
%   cnt(void, 0).
%   cnt(t(L, _, R), N) :- cnt(L, A), cnt(R, B), N is A + B + 1.
%
% cnt(T) costs 2m + 1 on a tree of m nodes. spine walks the right spine
% (nodes n_1, ..., n_j with left subtrees of l_1, ..., l_j nodes) and stops at
% void: steps = 1 + sum(1 + 2l_i + 1) = 2(j + sum l_i) + 1 = 2m + 1 for the
% tree's m nodes. A tree of m nodes has size s = 3m + 1 (each node t/3 and
% its value, each void): steps = (2s + 1)/3 exactly, whatever the shape.

:- regtype tree/1.
tree(void).
tree(t(L, X, R)) :- tree(L), int(X), tree(R).

:- check pred sum_rows(Rs, S) : (list(Rs, list(int)), var(S))
    + (cost(ub, steps, size(Rs)), cost(lb, steps, min(size(Rs), (size(Rs) + 3)/2))).
:- check pred all_lens(Rs, Ns) : (list(Rs, list(int)), var(Ns))
    + (cost(ub, steps, size(Rs)), cost(lb, steps, min(size(Rs), (size(Rs) + 3)/2))).
:- check pred flat_rows(Rs, F) : (list(Rs, list(int)), var(F))
    + (cost(ub, steps, size(Rs)), cost(lb, steps, min(size(Rs), (size(Rs) + 3)/2))).
:- check pred spine(T, N) : (tree(T), var(N))
    + (cost(ub, steps, (2*size(T) + 1)/3), cost(lb, steps, (2*size(T) + 1)/3)).

sum_rows([], 0).
sum_rows([R|Rs], S) :- sum_row(R, S1), sum_rows(Rs, S2), S is S1 + S2.

sum_row([], 0).
sum_row([X|Xs], S) :- sum_row(Xs, S0), S is S0 + X.

all_lens([], []).
all_lens([R|Rs], [N|Ns]) :- len(R, N), all_lens(Rs, Ns).

len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.

flat_rows([], []).
flat_rows([R|Rs], F) :- flat_rows(Rs, F0), app(R, F0, F).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

spine(void, 0).
spine(t(L, _, R), N) :- cnt(L, A), spine(R, B), N is A + B + 1.

cnt(void, 0).
cnt(t(L, _, R), N) :- cnt(L, A), cnt(R, B), N is A + B + 1.
