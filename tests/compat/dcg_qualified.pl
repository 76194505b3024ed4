% Module-qualified non-terminals: in phrase/2,3 and in grammar bodies.
greeting(hello) --> "hi".
greeting(bye) --> "bye".
wrapped(X) --> user:greeting(X), " !".
main :-
    phrase(user:greeting(X), `hi`), write(X), nl,
    phrase(wrapped(Y), `bye !`), write(Y), nl,
    ( phrase(user:greeting(_), `hey`) -> write(yes) ; write(no) ), nl,
    phrase(user:greeting(Z), `bye!`, Rest), atom_codes(R, Rest), write(Z/R), nl.
