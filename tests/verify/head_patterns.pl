% Head arguments that test the shape of what they match: a list element
% against a constant or a structure, a term against one of its type's atoms.
% The clause after such a head, reached when the head does not match, counts:
% each claim below is false (the counterexample is in the comment) and must
% never be `checked`.
:- regtype color/1.
color(red).
color(green).

% ones([2]) keeps nothing, so walk/1 takes 1 step: 4 steps, not 5.
:- pred ones_walked(L) : list(L, int) + cost(lb, steps, 2*length(L) + 3).
% heads([[]]) keeps nothing: 4 steps, not 5.
:- pred heads_walked(L) : list(L, list(int)) + cost(lb, steps, 2*length(L) + 3).
% ones([2]) is [], shorter than its input.
:- pred ones_kept(L, R) : (list(L, int), var(R)) + cost(lb, steps, 2*length(L) + 2).
% paint(green) runs the second clause: 3 steps.
:- pred paint(C) : color(C) + cost(ub, steps, 1).
% The same claims where they hold are proved.
:- pred ones(L, R) : (list(L, int), var(R)) + (cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1), not_fails, is_det).

ones_walked(L) :- ones(L, R), walk(R).
heads_walked(L) :- heads(L, R), walk(R).
ones_kept(L, R) :- ones(L, R), walk(R).

ones([], []).
ones([1|T], [1|R]) :- !, ones(T, R).
ones([_|T], R) :- ones(T, R).

heads([], []).
heads([[X|_]|T], [X|R]) :- !, heads(T, R).
heads([_|T], R) :- heads(T, R).

paint(red) :- !.
paint(_) :- step, step.

walk([]).
walk([_|T]) :- walk(T).

step.
