% term_expansion/2 and goal_expansion/2 defined in a module apply to that
% module's own clauses, and end_of_file is offered to term_expansion/2 at the
% end of the file (its expansion's clauses are added, end_of_file itself ends it).
:- module(term_expansion_module, [main/0]).

term_expansion(scaled(X), scaled(Y)) :- Y is X * 10.
term_expansion(end_of_file, [generated(done), end_of_file]).
goal_expansion(twice(G), (G, G)).

scaled(1).
scaled(2).
hello :- twice(write(hi)), nl.

main :-
    forall(scaled(X), (write(X), nl)),
    hello,
    forall(generated(Y), (write(Y), nl)).
