% Tabling: left-recursive transitive closure over a cyclic graph terminates
% with every answer once, for open and bound calls.
:- table path/2.

path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).

edge(a, b).
edge(b, c).
edge(c, a).
edge(c, d).
edge(d, e).

% A tabled predicate whose recursive call sits inside a plain predicate.
:- table reach/2.
reach(X, Y) :- step(X, Y).
reach(X, Y) :- via(X, Z), step(Z, Y).
via(X, Z) :- reach(X, Z).
step(X, Y) :- edge(X, Y).

show(Goal, Template) :-
    findall(Template, Goal, L0),
    length(L0, N),
    msort(L0, L),
    format("~w answers: ~w~n", [N, L]).

main :-
    show(path(a, Y1), Y1),
    show(path(X2, e), X2),
    show(path(X3, Y3), X3-Y3),
    show(path(e, Y4), Y4),
    (   path(d, e) -> writeln(d_reaches_e) ; writeln(d_does_not_reach_e) ),
    (   path(e, a) -> writeln(e_reaches_a) ; writeln(e_does_not_reach_a) ),
    show(reach(b, Y5), Y5),
    abolish_all_tables,
    show(path(c, Y6), Y6).
