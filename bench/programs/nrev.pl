% nrev: naive reverse of a 30-element list, repeated.
% Each nrev of a 30-element list performs 496 logical inferences.

bench :-
    nrev_list(1, 30, L),
    nrev_repeat(40000, L).

nrev_repeat(0, _) :- !.
nrev_repeat(N, L) :-
    nrev(L, R),
    R = [30|_],
    N1 is N - 1,
    nrev_repeat(N1, L).

nrev([], []).
nrev([H|T], R) :-
    nrev(T, RT),
    app(RT, [H], R).

app([], L, L).
app([H|T], L, [H|R]) :-
    app(T, L, R).

nrev_list(I, N, []) :- I > N, !.
nrev_list(I, N, [I|T]) :-
    I1 is I + 1,
    nrev_list(I1, N, T).
