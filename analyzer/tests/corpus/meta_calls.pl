% meta_calls.pl -- user predicates run through call/N, closures, findall/3,
% forall/2 and the apply library (maplist/2, foldl/4, include/3).
%
%   walk([]).
%   walk([_|T]) :- walk(T).                       W(n) = n + 1
%   one(_).                                        1 step
%   small(X) :- X < 5.                             1 step (the head unifies even
%                                                  when the test then fails)
%   add(X, A0, A) :- A is A0 + X.                  1 step
%
% Library and control predicates cost no steps of their own (ARCHITECTURE.md,
% "Counting in library code"); the user predicates they call count as usual. With
% n = length(L), every predicate below costs its own clause (1) plus:
%   by_closure(L)     :- call(walk, L).                   W(n)      = n + 1
%   by_goal(L)        :- G = walk(L), call(G).            W(n)      = n + 1
%   by_var_closure(L) :- C = walk, call(C, L).            W(n)      = n + 1
%   each(L)           :- maplist(one, L).                 n
%   total(L, S)       :- foldl(add, L, 0, S).             n
%   collect(L, R)     :- findall(X, (member(X, L), one(X)), R).   n
%   all_one(L)        :- forall(member(X, L), one(X)).    n
%   smalls(L, R)      :- include(small, L, R).            n
% so by_* cost n + 2 and the others n + 1, whatever the values.

:- check pred by_closure(L) : list(L, int)
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).
:- check pred by_goal(L) : list(L, int)
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).
:- check pred by_var_closure(L) : list(L, int)
    + (cost(ub, steps, length(L) + 2), cost(lb, steps, length(L) + 2)).
:- check pred each(L) : list(L, int)
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred total(L, S) : (list(L, int), var(S))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred collect(L, R) : (list(L, int), var(R))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred all_one(L) : list(L, int)
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred smalls(L, R) : (list(L, int), var(R))
    + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).

by_closure(L) :- call(walk, L).
by_goal(L) :- G = walk(L), call(G).
by_var_closure(L) :- C = walk, call(C, L).
each(L) :- maplist(one, L).
total(L, S) :- foldl(add, L, 0, S).
collect(L, R) :- findall(X, (member(X, L), one(X)), R).
all_one(L) :- forall(member(X, L), one(X)).
smalls(L, R) :- include(small, L, R).

walk([]).
walk([_|T]) :- walk(T).
one(_).
small(X) :- X < 5.
add(X, A0, A) :- A is A0 + X.
