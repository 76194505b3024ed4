% palindrome.pl -- palindrome test: reverse, then compare element by element.
%
%   pal(L) :- rev(L, [], R), same(L, R).
%   rev([], A, A).
%   rev([H|T], A, R) :- rev(T, [H|A], R).
%   same([], []).
%   same([X|Xs], [X|Ys]) :- same(Xs, Ys).
%
% n = length(L). rev costs n + 1. same(L, R) costs 1 per equal pair; at the first
% position j where L and R differ the head of clause 2 fails (0 steps) and the
% call fails; on a palindrome it costs n + 1. So
%   S = 1 + (n + 1) + (j - 1)     or     1 + (n + 1) + (n + 1)
%   ub = 2n + 3   (palindromes, e.g. all-equal lists)
%   lb = n + 2    (first element different from the last; n >= 2)
% (n = 0 and n = 1 are palindromes: 3 and 5 steps, above n + 2.)

:- check pred pal(L) : list(L, int)
    + (cost(ub, steps, 2*length(L) + 3), cost(lb, steps, length(L) + 2)).

pal(L) :- rev(L, [], R), same(L, R).

rev([], A, A).
rev([H|T], A, R) :- rev(T, [H|A], R).

same([], []).
same([X|Xs], [X|Ys]) :- same(Xs, Ys).
