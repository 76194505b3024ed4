% grammar_heads.pl -- walks whose clause heads cover every functor of their
% calls types, read as grammars: a user regular type with three functors, and
% two lists walked together.
%
%   nodes(nil, 1).
%   nodes(one(A), N) :- nodes(A, N0), N is N0 + 1.
%   nodes(two(A, B), N) :- nodes(A, NA), nodes(B, NB), N is NA + NB + 1.
%
% A term of type bt is nil, one(A) or two(A, B) with A and B of type bt: its
% size s (number of subterms) is its number of nodes, each nil, one/1 and
% two/2 one subterm. nodes/2 unifies one head per node and nothing else:
% steps = s exactly, ub = lb = size(T). Every call matches a head (the
% clauses cover the three functors of bt), so at least one step is taken.
%
%   il([], Ys, Ys).
%   il([X|Xs], [], [X|Xs]).
%   il([X|Xs], [Y|Ys], [X, Y|Zs]) :- il(Xs, Ys, Zs).
%
% The two lists interleaved: one step per pair of cells and one for the
% call that finds either list empty: steps = min(a, b) + 1 exactly (a, b the
% lengths). Each combination of [] and [_|_] for the two lists matches one
% of the three heads (at most one: the clauses exclude each other).

:- regtype bt/1.
bt(nil).
bt(one(A)) :- bt(A).
bt(two(A, B)) :- bt(A), bt(B).

:- check pred nodes(T, N) : (bt(T), var(N))
    + (not_fails, cost(ub, steps, size(T)), cost(lb, steps, size(T))).
:- check pred il(A, B, C) : (list(A, int), list(B, int), var(C))
    + (not_fails, cost(ub, steps, min(length(A), length(B)) + 1),
       cost(lb, steps, min(length(A), length(B)) + 1)).

nodes(nil, 1).
nodes(one(A), N) :- nodes(A, N0), N is N0 + 1.
nodes(two(A, B), N) :- nodes(A, NA), nodes(B, NB), N is NA + NB + 1.

il([], Ys, Ys).
il([X|Xs], [], [X|Xs]).
il([X|Xs], [Y|Ys], [X, Y|Zs]) :- il(Xs, Ys, Zs).
