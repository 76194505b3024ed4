main :- helper(X), write(X), nl.
helper(X) :- undefined_thing(X).
