% The second file's unit, with a test of the same name as unit_a.pl's.
:- use_module(library(plunit)).
half(X, Y) :- Y is X // 2.
:- begin_tests(halving, [setup(true)]).
test(two, Y == 1) :- half(2, Y).
test(odd, Y == 1) :- half(3, Y).
test(big, Y =:= 10**20) :- half(2*10**20, Y).
:- end_tests(halving).
