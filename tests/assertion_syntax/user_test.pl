% Directives shaped like Ciao's `test` assertions that call the program's test/1:
% they run as goals, as in SWI-Prolog (costlog warns that they are not assertions).
test(X) :- format("test ~w~n", [X]).
:- test(1).
:- test(two).
