% intersection.pl -- list intersection with a member test.
%
%   inter([], _, []).
%   inter([X|Xs], Ys, Zs) :- ( mem(X, Ys) -> Zs = [X|Zs1] ; Zs = Zs1 ),
%                            inter(Xs, Ys, Zs1).
%   mem(X, [X|_]).
%   mem(X, [_|T]) :- mem(X, T).
%
% n = length(A), m = length(B). mem(X, B) costs i steps if X is first found at
% position i, m if X is absent (see member.pl); the if-then-else commits to the
% first solution. So each of the n elements costs 1 + (between min(m,1) and m),
% and [] costs 1:
%   ub = n*m + n + 1             (no element of A in B, or only B's last element)
%   lb = n*min(m, 1) + n + 1     (every element of A equal to B's first element)

:- check pred inter(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, length(A)*length(B) + length(A) + 1),
       cost(lb, steps, length(A)*min(length(B), 1) + length(A) + 1)).

inter([], _, []).
inter([X|Xs], Ys, Zs) :-
    (   mem(X, Ys)
    ->  Zs = [X|Zs1]
    ;   Zs = Zs1
    ),
    inter(Xs, Ys, Zs1).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
