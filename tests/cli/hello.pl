:- initialization(write(loaded)).
greet(Name) :- format("hello ~w~n", [Name]).
main :- greet(world).
fails :- fail.
