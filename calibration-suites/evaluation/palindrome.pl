% Build the palindrome of a list (length 2N): palin([a,b], [a,b,b,a]). The
% palindrome of the tail is wrapped in the head on both sides by appending.
:- pred palin(A, B) : (list(A, int), var(B)).

palin([], []).
palin([H|T], P) :-
    palin(T, P1),
    app([H|P1], [H], P).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
