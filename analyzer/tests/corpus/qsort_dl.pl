% qsort_dl.pl -- quicksort with a difference list (no append).
%
%   qsort(L, S) :- qs(L, S, []).
%   qs([], S, S).
%   qs([X|L], S, S0) :- part(L, X, Sm, Bg), qs(Sm, S, [X|S1]), qs(Bg, S1, S0).
%   part/4 as in qsort.pl: m + 1 steps for m elements.
%
% n = length(L), k = number of elements smaller than the pivot:
%   Q(0) = 1,   Q(n) = 1 + n + Q(k) + Q(n-1-k)
% Worst case (k = 0 or k = n-1 at every level: sorted, reverse-sorted or
% all-equal lists): Q(n) = Q(n-1) + n + 2, so W(n) = n(n+1)/2 + 2n + 1.
% (1 + n + Q(k) + Q(n-1-k) is convex in k: the extremes are the maximum.)
% Best case: with N = n + 1, Q(n) >= N*log2(N) + N. Induction, a = k+1,
% b = n-k, a + b = N, H the binary entropy (<= 1):
%   1 + n + a*log2(a) + a + b*log2(b) + b = N*log2(N) + N + N*(1 - H(a/N)) >= N*log2(N) + N
% with equality iff every split is exactly balanced, i.e. for n = 2^m - 1 with the
% median as pivot at every level. Q(0) = 1 is the base.
% The wrapper qsort/2 adds one step:
%   ub: n(n+1)/2 + 2n + 2,     lb: (n+1)*log2(n+1) + n + 2.

:- check pred qsort(A, B) : (list(A, int), var(B))
    + (cost(ub, steps, length(A)*(length(A)+1)/2 + 2*length(A) + 2),
       cost(lb, steps, (length(A)+1)*log(2, length(A)+1) + length(A) + 2)).

qsort(L, S) :- qs(L, S, []).

qs([], S, S).
qs([X|L], S, S0) :-
    part(L, X, Sm, Bg),
    qs(Sm, S, [X|S1]),
    qs(Bg, S1, S0).

part([], _, [], []).
part([E|R], P, Sm, Bg) :-
    (   E < P
    ->  Sm = [E|Sm1], part(R, P, Sm1, Bg)
    ;   Bg = [E|Bg1], part(R, P, Sm, Bg1)
    ).
