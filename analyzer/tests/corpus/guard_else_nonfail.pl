% guard_else_nonfail.pl -- a non-recursive predicate whose guard may fail and
% whose else clause covers the rest: it never fails, so its caller's lower
% bound goes on past the call.
%
%   cls(X, Ys, in) :- mem(X, Ys), !.
%   cls(_, _, out).
%   tally([], _, 0).
%   tally([X|Xs], Ys, N) :- cls(X, Ys, C), tally(Xs, Ys, N0),
%                           ( C == in -> N is N0 + 1 ; N = N0 ).
%   mem/2 as in member.pl.
%
% cls(X, B, C) with C free, m = length(B): X first found at position i:
% 1 + i; X absent: 1 + m (the failed guard) + 1 (clause 2) = m + 2. So cls
% costs between 2 and m + 2 (at least 2: i >= 1, or m + 2 >= 2 when absent).
% n = length(A), per element 1 + cls, [] 1:
%   ub = n*(m + 3) + 1 = n*m + 3n + 1   (no element of A in B)
%   lb = 3n + 1                         (every element of A is B's first, or B = [])

:- check pred tally(A, B, N) : (list(A, int), list(B, int), var(N))
    + (cost(ub, steps, length(A)*length(B) + 3*length(A) + 1),
       cost(lb, steps, 3*length(A) + 1)).

cls(X, Ys, in) :- mem(X, Ys), !.
cls(_, _, out).

tally([], _, 0).
tally([X|Xs], Ys, N) :-
    cls(X, Ys, C),
    tally(Xs, Ys, N0),
    (   C == in
    ->  N is N0 + 1
    ;   N = N0
    ).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
