:- initialization(write(loaded)).
greet(Name) :- format("hello ~w~n", [Name]).
main :- greet(world).
fails :- fail.
end_of_file.
this is not read because of end_of_file above.
