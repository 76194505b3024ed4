% Module-qualified non-terminals in phrase/2,3 and in grammar bodies; call_dcg/3.
greeting(hello) --> "hi".
greeting(bye) --> "bye".
wrapped(X) --> user:greeting(X), " !".
main :-
    phrase(user:greeting(X), `hi`), write(X), nl,
    phrase(wrapped(Y), `bye !`), write(Y), nl,
    ( phrase(user:greeting(_), `hey`) -> write(yes) ; write(no) ), nl,
    phrase(user:greeting(Z), `bye!`, Rest), atom_codes(R, Rest), write(Z/R), nl,
    call_dcg(greeting(W), `hi there`, Rest2), atom_codes(R2, Rest2), write(W/R2), nl,
    call_dcg([a, b], [a, b, c], Rest3), write(Rest3), nl.
