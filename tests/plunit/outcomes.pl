% Every kind of plunit outcome: passes, wrong answers, failures, errors, choice points,
% blocked, conditional and forall tests, in two units.
:- use_module(library(plunit)).
len([], 0).
len([_|T], N) :- len(T, M), N is M+1.
:- begin_tests(len).
test(empty) :- len([], 0).
test(three, [N == 3]) :- len([a,b,c], N).
test(wrong, [N =:= 4]) :- len([a,b,c], N).
test(fails, [fail]) :- len([a], 5).
test(bad) :- len([a], 5).
test(err, [throws(error(type_error(_,_),_))]) :- atom_length(f(x), _).
test(err2, error(type_error(_,_))) :- atom_length(f(x), _).
test(nd) :- member(_, [a,b]).
test(nd2, [nondet]) :- member(_, [a,b]).
test(all, all(X == [a,b])) :- member(X, [a,b]).
test(set, set(X == [1,2])) :- member(X, [2,1,2]).
test(blk, [blocked(why)]) :- fail.
test(setup, [setup(nb_setval(k, 1)), cleanup(nb_setval(k, 0))]) :- nb_getval(k, 1).
test(raises) :- X is foo+1, X > 0.
test(true, true(X =:= 2)) :- X is 1+1.
test(noexc, throws(foo)) :- true.
test(wrongexc, throws(foo)) :- throw(bar).
test(mustfail, fail) :- true.
test(cond, [condition(fail)]) :- fail.
test(each, [forall(member(X, [1,2,3])), true(X < 3)]) :- true.
:- end_tests(len).
:- begin_tests(other).
test(a) :- true.
test(b, X == 1) :- X = 1.
:- end_tests(other).
