% A unit's or a test's setup binds what its cleanup sees; an error in a cleanup
% is a warning, and the run goes on.
:- use_module(library(plunit)).
:- begin_tests(a, [setup(X = 1), cleanup(writeln(cleanup(X)))]).
test(x) :- true.
:- end_tests(a).
:- begin_tests(b, [cleanup(throw(oops))]).
test(y) :- true.
:- end_tests(b).
:- begin_tests(c).
test(z, [setup(Y = 2), cleanup(writeln(test_cleanup(Y)))]) :- Y == 2.
test(w, [cleanup(throw(bad))]) :- true.
:- end_tests(c).
