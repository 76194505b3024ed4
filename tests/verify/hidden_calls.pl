% Calls the clause text does not show: through call/N with a closure or a goal
% bound at run time, into a dynamic predicate given a clause at run time, into a
% tabled predicate. Every bound below is false (walk/1 costs length + 1 steps);
% the static analysis must never call one `checked`.

:- pred by_closure(A) : list(A, int) + cost(ub, steps, 1).
by_closure(X) :- call(walk, X).

:- pred by_goal(A) : list(A, int) + cost(ub, steps, 1).
by_goal(X) :- G = walk(X), call(G).

:- pred by_var_closure(A) : list(A, int) + cost(ub, steps, 1).
by_var_closure(X) :- C = walk, call(C, X).

:- pred in_findall(A) : list(A, int) + cost(ub, steps, 1).
in_findall(X) :- findall(x, call(walk, X), _).

:- dynamic hook/1.
hook(_).

:- pred through_hook(A) : list(A, int) + cost(ub, steps, 2).
through_hook(X) :- retractall(hook(_)), assertz((hook(Y) :- walk(Y))), hook(X).

:- table tabled/1.
tabled(X) :- walk([a, b, c]), X = 1.

:- pred first_tabled + cost(ub, steps, 6).
first_tabled :- tabled(_).

walk([]).
walk([_|T]) :- walk(T).
