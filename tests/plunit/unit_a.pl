% A unit in one file; unit_b.pl has another: the tests of both run.
:- use_module(library(plunit)).
double(X, Y) :- Y is 2*X.
:- begin_tests(doubling).
test(two, Y == 4) :- double(2, Y).
test(zero, Y == 0) :- double(0, Y).
:- end_tests(doubling).
