% A program over three files: modules a and b each have their own helper/1 (with
% different costs), and so does user. Each assertion must be judged against the
% predicate its name denotes where it is written.
:- use_module(a).
:- use_module(b).
:- pred walk_b(L) : list(L) + cost(ub, steps, 2).
:- pred walk_a(L) : list(L) + cost(ub, steps, 1).
:- pred helper(L) : list(L) + cost(ub, steps, 1).
helper(_).
main :- walk_a([1,2]), walk_b([1]), write(done), nl.
