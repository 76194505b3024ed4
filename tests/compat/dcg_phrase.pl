% DCG translation and phrase/2,3: terminals, pushback, call//N, {}//, !, \+ in bodies.
greeting --> [hello], name.
name --> [world].
name --> [prolog].
digits([D|T]) --> digit(D), digits(T).
digits([D]) --> digit(D).
digit(D) --> [D], { code_type(D, digit) }.
ab --> [] | [a], ab.
anything([]) --> [].
anything([H|T]) --> [H], anything(T).
look, [X] --> [X].
notb --> \+ [b], [_].
first(X) --> [X], !, anything(_).
twice(G) --> call(G), call(G).
x --> [x].
str --> "ab".
main :-
    ( phrase(greeting, [hello, world]) -> write(yes) ; write(no) ), nl,
    findall(N, phrase(greeting, [hello, N]), Ns), write(Ns), nl,
    phrase(digits(Ds), `123`, Rest), atom_codes(A, Ds), write(A-Rest), nl,
    findall(R, phrase(ab, [a, a, b], R), Rs), write(Rs), nl,
    findall(P-S, phrase(anything(P), [1, 2], S), PSs), write(PSs), nl,
    phrase(look, [q, r], R2), write(R2), nl,
    ( phrase(notb, [b]) -> write(yes) ; write(no) ), nl,
    ( phrase(notb, [c]) -> write(yes) ; write(no) ), nl,
    findall(F, phrase(first(F), [1, 2, 3]), Fs), write(Fs), nl,
    ( phrase(twice(x), [x, x]) -> write(twice) ; write(not_twice) ), nl,
    phrase(str, L0, []), atom_codes(A0, L0), write(A0), nl,
    catch(phrase(_, [a]), error(E1, _), (print(E1), nl)),
    catch(phrase(foo, bar), error(E2, _), (print(E2), nl)),
    catch(phrase(1, []), error(E3, _), (print(E3), nl)).
