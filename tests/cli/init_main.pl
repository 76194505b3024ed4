:- initialization(main).
main :- write(once), nl.
