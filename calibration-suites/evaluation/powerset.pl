% The list of all 2^N sublists of a list.
:- pred powset(A, B) : (list(A, int), var(B)).

powset([], [[]]).
powset([X|Xs], P) :-
    powset(Xs, P0),
    addall(P0, X, P1),
    app(P0, P1, P).

addall([], _, []).
addall([S|Ss], X, [[X|S]|Ts]) :- addall(Ss, X, Ts).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
