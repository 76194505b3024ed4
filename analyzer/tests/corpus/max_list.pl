% max_list.pl -- maximum of a list, with max/3 written with a cut.
%
%   max(X, Y, X) :- X >= Y, !.
%   max(_, Y, Y).
%   maxlist([X|Xs], M) :- maxl(Xs, X, M).
%   maxl([], M, M).
%   maxl([X|Xs], M0, M) :- max(X, M0, M1), maxl(Xs, M1, M).
%
% max(X, Y, Z) with Z free: 1 step if X >= Y (clause 1, cut), 2 if X < Y (clause
% 1's head unifies, its test fails; clause 2).
% maxlist on n = length(L) >= 1 elements: 1 (maxlist) + n (maxl over n - 1
% elements) + one max/3 call per element after the first, each 1 or 2:
%   ub = 1 + n + 2(n-1) = 3n - 1   (every element < the running maximum, e.g. a
%                                   reverse-sorted list of distinct values)
%   lb = 1 + n + (n-1)  = 2n       (every element >= the running maximum: sorted
%                                   or all-equal lists)
% maxlist([]) fails without any step (no head unifies): 0 = max(3*0 - 1, 0) = 2*0.

:- check pred maxlist(L, M) : (list(L, int), var(M))
    + (cost(ub, steps, max(3*length(L) - 1, 0)), cost(lb, steps, 2*length(L))).

max(X, Y, X) :- X >= Y, !.
max(_, Y, Y).

maxlist([X|Xs], M) :- maxl(Xs, X, M).

maxl([], M, M).
maxl([X|Xs], M0, M) :- max(X, M0, M1), maxl(Xs, M1, M).
