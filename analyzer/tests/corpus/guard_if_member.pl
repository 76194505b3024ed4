% guard_if_member.pl -- an if-then-else whose condition is a user predicate
% that may fail: count the elements of A that are in B.
%
%   cnt([], _, 0).
%   cnt([X|Xs], Ys, N) :- ( mem(X, Ys) -> cnt(Xs, Ys, N0), N is N0 + 1
%                         ; cnt(Xs, Ys, N) ).
%   mem/2 as in member.pl.
%
% The condition runs to its first solution (then the then-branch) or fails
% (then the else-branch): never both. n = length(A), m = length(B). Per
% element: 1 + (i if X is first found at position i, m if absent):
%   ub = n*m + n + 1            (no element of A in B, or only B's last)
%   lb = n*min(m, 1) + n + 1    (every element of A is B's first)

:- check pred cnt(A, B, N) : (list(A, int), list(B, int), var(N))
    + (cost(ub, steps, length(A)*length(B) + length(A) + 1),
       cost(lb, steps, length(A)*min(length(B), 1) + length(A) + 1)).

cnt([], _, 0).
cnt([X|Xs], Ys, N) :-
    (   mem(X, Ys)
    ->  cnt(Xs, Ys, N0), N is N0 + 1
    ;   cnt(Xs, Ys, N)
    ).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
