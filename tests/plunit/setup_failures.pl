% Unit and test setups that fail or raise: SWI-Prolog reports them and skips
% the unit or the test, which is not counted; run_tests goes on and succeeds.
:- use_module(library(plunit)).
:- begin_tests(a, [setup(fail)]).
test(x) :- true.
:- end_tests(a).
:- begin_tests(b, [setup(throw(oops))]).
test(y) :- true.
:- end_tests(b).
:- begin_tests(c).
test(z, [setup(fail)]) :- true.
test(w, [setup(throw(bad))]) :- true.
test(v) :- true.
:- end_tests(c).
