% sorted_walk.pl -- loops over the lists msort/2, sort/2 and keysort/2 make
% (issue 18, item 7): msort/2 and keysort/2 keep every element, sort/2 removes
% duplicates (at most as many elements, at least one of a non-empty list).
%
%   msorted_len(L, N) :- msort(L, S), len(S, N).
%   sorted_len(L, N)  :- sort(L, S), len(S, N).
%   keyed_len(L, N)   :- pairs(L, P), keysort(P, S), len(S, N).
%   len([], 0).
%   len([_|T], N) :- len(T, K), N is K + 1.
%   pairs([], []).
%   pairs([X|T], [X-X|P]) :- pairs(T, P).
%
% n = length(L). Sorting costs no step; len/2 on k elements costs k + 1.
%   msorted_len: 1 + (n + 1) = n + 2.
%   sorted_len: 1 + (k + 1) with k distinct elements: at most n + 2 (all
%   distinct), at least 2 for [] and 3 otherwise (all equal): 2 + min(n, 1).
%   keyed_len: 1 + (n + 1) + (n + 1) = 2n + 3.

:- check pred msorted_len(L, N) : (list(L, int), var(N))
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).
:- check pred sorted_len(L, N) : (list(L, int), var(N))
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, 2 + min(length(L), 1))).
:- check pred keyed_len(L, N) : (list(L, int), var(N))
    + (cost(ub, steps, 2*length(L) + 3), cost(lb, steps, 2*length(L) + 3)).

msorted_len(L, N) :- msort(L, S), len(S, N).
sorted_len(L, N) :- sort(L, S), len(S, N).
keyed_len(L, N) :- pairs(L, P), keysort(P, S), len(S, N).

len([], 0).
len([_|T], N) :- len(T, K), N is K + 1.

pairs([], []).
pairs([X|T], [X-X|P]) :- pairs(T, P).
