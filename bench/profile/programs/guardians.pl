% guardians.pl -- the prison guards puzzle: a prison has NCells cells, all
% doors initially closed; guard K (K = 1..NGuards) toggles the door of
% every K-th cell.  Counts the doors left open.  Uses lists only.

main :-
    once(guardians(1503, 951, _)).

guardians(NCells, NGuards, Open) :-
    closed_cells(NCells, Cells),
    guards(1, NGuards, Cells, Final),
    count_open(Final, 0, Open).

closed_cells(0, []) :- !.
closed_cells(N, [closed|T]) :-
    N1 is N - 1,
    closed_cells(N1, T).

guards(K, M, Cells, Cells) :- K > M, !.
guards(K, M, Cells0, Cells) :-
    toggle_every(Cells0, K, K, Cells1),
    K1 is K + 1,
    guards(K1, M, Cells1, Cells).

% toggle_every(+Cells, +Count, +K, -NewCells): toggles every K-th cell,
% Count being the position (counting down) of the next one to toggle.
toggle_every([], _, _, []).
toggle_every([C|Cs], 1, K, [C1|Cs1]) :- !,
    toggle(C, C1),
    toggle_every(Cs, K, K, Cs1).
toggle_every([C|Cs], N, K, [C|Cs1]) :-
    N1 is N - 1,
    toggle_every(Cs, N1, K, Cs1).

toggle(open, closed).
toggle(closed, open).

count_open([], N, N).
count_open([open|T], N0, N) :- !,
    N1 is N0 + 1,
    count_open(T, N1, N).
count_open([_|T], N0, N) :-
    count_open(T, N0, N).
