% Ciao 1.15 resource declarations: a resource counted per head by a
% directive, one counted only in the heads of one predicate (a comp
% assertion), and Ciao's predefined res_steps.
:- module(user_resources, [walk/2, walk_twice/2], [assertions, nativeprops,
        predefres(res_all)]).

:- resource hops.
:- head_cost(ub, hops, 2).
:- literal_cost(ub, hops, 0).
:- head_cost(lb, hops, 2).
:- literal_cost(lb, hops, 0).

:- resource visits.
:- trust comp walk(L, N) + head_cost(ub, visits, 1).

:- pred walk(L, N) : list(int) * var
    + ( cost(ub, hops, 2*length(L)+2), cost(lb, hops, 2*length(L)+2),
        cost(ub, visits, length(L)+1), cost(ub, res_steps, length(L)+1) ).
:- pred walk(L, N) : list(int) * var + cost(ub, hops, 2*length(L)).
:- pred walk_twice(L, N) : list(int) * var + cost(ub, visits, 2*length(L)+2).

walk([], 0).
walk([_|T], N) :-
    walk(T, M),
    N is M+1.

walk_twice(L, N) :-
    walk(L, A),
    walk(L, B),
    N is A+B.
