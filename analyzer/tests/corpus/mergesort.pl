% mergesort.pl -- top-down merge sort.
%
%   mergesort([], []).
%   mergesort([X], [X]).
%   mergesort([X,Y|T], S) :- split([X,Y|T], A, B), mergesort(A, SA), mergesort(B, SB),
%                        merge(SA, SB, S).
%   split([], [], []).
%   split([X|T], [X|A], B) :- split(T, B, A).          % alternate: |A| = ceil(m/2)
%   merge([], L, L).
%   merge([X|Xs], [], [X|Xs]).
%   merge([X|Xs], [Y|Ys], [Z|Zs]) :- ( X =< Y -> Z = X, merge(Xs, [Y|Ys], Zs)
%                                             ; Z = Y, merge([X|Xs], Ys, Zs) ).
%
% Pieces, for a sublist of length m:
% - mergesort of [] or [X]: 1 step (exactly one head unifies: the heads are disjoint).
% - split: m + 1 steps.
% - merge of a list of length a = ceil(m/2) with one of b = floor(m/2): every
%   step of clause 3 outputs one element; it stops when one list is empty, with
%   1 step of clause 1 or 2. So it costs (elements output before) + 1, between
%   b + 1 (all of the shorter list first) and m (the lists end together:
%   m - 1 elements, then 1). The values decide.
% So a node of size m >= 2 costs 1 + (m+1) + merge, that is 2m + 2 at worst and
% m + floor(m/2) + 3 at best, and a leaf 1. The recursion tree of mergesort on n >= 1
% elements has n leaves and n - 1 inner nodes, and the sizes of the inner nodes
% add up to T(n) = sum_{k=1..n} ceil(log2 k) + n - 1 (the classical count:
% T(n) = n + T(ceil(n/2)) + T(floor(n/2)), T(1) = 0), their halves to
% Hf(n) = sum over inner nodes of floor(m/2) = sum_{k=0..n-1} bits(k),
% bits(k) the number of ones in the binary form of k (the best-case comparison
% count of merge sort). With C(n) = sum_{k=1..n} ceil(log2 k):
%   worst: n + 2(n-1) + 2*T(n)          = 5n - 4 + 2*C(n)
%   best:  n + 3(n-1) + T(n) + Hf(n)    = 5n - 4 + C(n) + Hf(n)
% for n >= 1, and mergesort([]) = 1 (max(_, 1) covers n = 0). Both are reached: the
% merge patterns of all nodes can be chosen independently by ordering the input.
%
% costlog has no floor/ceil; they are written with sums over integers
% (sum($(I), 1, X, 1) = floor(X) for X >= 0):
%   ceil(log2 k) = floor(log2(2k - 1)) = sum($(J), 1, log(2, 2*k - 1/2), 1)
%   bits(k)      = sum over J = 0..floor(log2 k) of floor(k/2^J) - 2*floor(k/2^(J+1))
% (the 1/2 offsets keep log2 away from integers, so float rounding cannot move
% the floor; k/2^J is exact in floating point).

:- check pred mergesort(A, B) : (list(A, int), var(B))
    + (cost(ub, steps, max(5*length(A) - 4
            + 2*sum($(K), 1, length(A), sum($(J), 1, log(2, 2 * $(K) - 1/2), 1)), 1)),
       cost(lb, steps, max(5*length(A) - 4
            + sum($(K), 1, length(A), sum($(J), 1, log(2, 2 * $(K) - 1/2), 1))
            + sum($(K), 0, length(A) - 1,
                  sum($(J), 0, log(2, $(K) + 1/2),
                      sum($(I), 1, $(K) / 2 ** $(J), 1) - 2*sum($(I), 1, $(K) / 2 ** ($(J) + 1), 1))),
            1))).
:- check pred split(L, A, B) : (list(L, int), var(A), var(B))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).

mergesort([], []).
mergesort([X], [X]).
mergesort([X,Y|T], S) :-
    split([X,Y|T], A, B),
    mergesort(A, SA),
    mergesort(B, SB),
    merge(SA, SB, S).

split([], [], []).
split([X|T], [X|A], B) :- split(T, B, A).

merge([], L, L).
merge([X|Xs], [], [X|Xs]).
merge([X|Xs], [Y|Ys], [Z|Zs]) :-
    (   X =< Y
    ->  Z = X, merge(Xs, [Y|Ys], Zs)
    ;   Z = Y, merge([X|Xs], Ys, Zs)
    ).
