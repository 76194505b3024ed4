% zip.pl -- zip two lists into a list of pairs, and unzip a list of pairs.
%
%   zip([], _, []) :- !.
%   zip(_, [], []) :- !.
%   zip([X|Xs], [Y|Ys], [X-Y|Zs]) :- zip(Xs, Ys, Zs).
%
% a = length(A), b = length(B); zip stops at the end of the shorter list. While
% both are non-empty the heads of clauses 1 and 2 fail and clause 3 costs 1; at
% the end exactly one of clauses 1, 2 unifies first (1 step, cut):
%   Z(a, b) = min(a, b) + 1.
%
%   unzip([], [], []).
%   unzip([X-Y|Ps], [X|Xs], [Y|Ys]) :- unzip(Ps, Xs, Ys).
%
% n = length(P): U(n) = n + 1.

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype pair/1.
pair(X-Y) :- digit(X), digit(Y).

:- check pred zip(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, min(length(A), length(B)) + 1),
       cost(lb, steps, min(length(A), length(B)) + 1)).
:- check pred unzip(P, A, B) : (list(P, pair), var(A), var(B))
    + (cost(ub, steps, length(P) + 1), cost(lb, steps, length(P) + 1)).

zip([], _, []) :- !.
zip(_, [], []) :- !.
zip([X|Xs], [Y|Ys], [X-Y|Zs]) :- zip(Xs, Ys, Zs).

unzip([], [], []).
unzip([X-Y|Ps], [X|Xs], [Y|Ys]) :- unzip(Ps, Xs, Ys).
