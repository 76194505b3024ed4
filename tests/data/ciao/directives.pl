% The directives of Ciao's resource-analysis sources: module/3 with its
% packages, redefining/1, export/1, size_metric, trust_default, resource/1,
% head_cost/literal_cost, relations(inf) and basicmodes heads.
:- module(directives, [flat/2, paint/2], [assertions, regtypes, nativeprops,
        basicmodes, ciaopp(tests(resources)), predefres(res_all)]).

:- redefining(append/3).
:- export(color/1).

:- regtype color/1.
color(red).
color(blue).

:- resource res_steps.
:- head_cost(ub, res_steps, 1).
:- literal_cost(ub, res_steps, 0).
:- trust_default + cost(ub, res_steps, 0).

:- size_metric(flat(A, B), B, length).

:- entry flat/2 : list(list) * var.
:- entry paint(+X, -Y).

:- trust comp append(X, Y, Z) + (head_cost(ub, res_steps, 1),
        size_metric(Y, void), relations(inf)).

flat([], []).
flat([L|Ls], F) :-
    flat(Ls, F0),
    append(L, F0, F).

append([], L, L).
append([H|T], L, [H|R]) :-
    append(T, L, R).

paint(X, Y) :-
    color(Y),
    X \== Y.
