% Merge sort: split by alternation, sort the halves, merge.
:- pred mergesort(A, B) : (list(A, int), var(B)).

mergesort([], []) :- !.
mergesort([X], [X]) :- !.
mergesort(L, S) :-
    split(L, L1, L2),
    mergesort(L1, S1),
    mergesort(L2, S2),
    merge(S1, S2, S).

split([], [], []).
split([X|Xs], [X|Ys], Zs) :- split(Xs, Zs, Ys).

merge([], L, L) :- !.
merge(L, [], L) :- !.
merge([X|Xs], [Y|Ys], [X|Zs]) :- X =< Y, !, merge(Xs, [Y|Ys], Zs).
merge([X|Xs], [Y|Ys], [Y|Zs]) :- merge([X|Xs], Ys, Zs).
