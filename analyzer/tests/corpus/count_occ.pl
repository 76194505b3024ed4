% count_occ.pl -- count the occurrences of an element in a list.
%
%   count(_, [], 0).
%   count(X, [Y|T], N) :- count(X, T, N0), ( X == Y -> N is N0 + 1 ; N = N0 ).
%
% n = length(L). One clause per element, the comparison and the if-then-else are
% free:  C(0) = 1, C(n) = 1 + C(n-1)  =>  C(n) = n + 1, whatever the values.
%
% A version that selects by head unification and a cut, counting with an
% accumulator:
%   count_acc(X, L, N) :- cnt(L, X, 0, N).
%   cnt([], _, N, N).
%   cnt([X|T], X, N0, N) :- !, N1 is N0 + 1, cnt(T, X, N1, N).
%   cnt([_|T], X, N0, N) :- cnt(T, X, N0, N).
% A match costs 1 (clause 2), a non-match 1 (clause 2's head fails on the second
% argument, clause 3 unifies): n + 1 for cnt/4, n + 2 with the wrapper.

:- check pred count(X, L, N) : (int(X), list(L, int), var(N))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred count_acc(X, L, N) : (int(X), list(L, int), var(N))
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).

count(_, [], 0).
count(X, [Y|T], N) :- count(X, T, N0), ( X == Y -> N is N0 + 1 ; N = N0 ).

count_acc(X, L, N) :- cnt(L, X, 0, N).

cnt([], _, N, N).
cnt([X|T], X, N0, N) :- !, N1 is N0 + 1, cnt(T, X, N1, N).
cnt([_|T], X, N0, N) :- cnt(T, X, N0, N).
