% Pushback that is not a list (SWI-Prolog's general context): `H, PB --> B`
% runs PB from the rule's end back to where B stopped.
b, d --> [].
d --> [ce, ci].
e --> [].
e, ({}, []) --> [].
e, [], [] --> [].
e, [] --> b, [ce, ci].
look, [X] --> [X].
main :-
    phrase(b, Xs0, Xs), ( Xs == [ce, ci|Xs0] -> writeln(general_context) ; writeln(Xs0/Xs) ),
    setof(Xs1, phrase(e, Xs1), Xss), print(Xss), nl,
    phrase(look, [a, b], Rest), print(Rest), nl.
