% sudoku.pl -- solves a 9x9 sudoku with 39 given numbers (unique
% solution) by plain backtracking: the empty cells are filled in row
% order, each with a digit 1..9 not already present in its row, column
% or box.  The puzzle is solved 10 times.

main :-
    loop(10).

loop(0) :- !.
loop(N) :-
    once(sudoku(_)),
    N1 is N - 1,
    loop(N1).

sudoku(Rows) :-
    puzzle(Rows),
    transpose(Rows, Cols),
    boxes(Rows, Boxes),
    cells(Rows, Cols, Boxes, 0, Cells),
    fill(Cells),
    all_complete(Rows),
    all_complete(Cols),
    all_complete(Boxes).

% cells(+Rows, +Cols, +Boxes, +I, -Cells): for each of the 81 positions,
% in row order, cell(Value, Row, Column, Box), sharing the grid variables.
cells([], _, _, _, []).
cells([R|Rs], Cols, Boxes, I, Cells) :-
    row_cells(R, R, Cols, Boxes, I, 0, Cells, Cells1),
    I1 is I + 1,
    cells(Rs, Cols, Boxes, I1, Cells1).

row_cells([], _, _, _, _, _, Cells, Cells).
row_cells([V|Vs], Row, [Col|Cols], Boxes, I, J,
      [cell(V, Row, Col, Box)|Cells], Cells0) :-
    B is (I // 3) * 3 + J // 3,
    nth_elem(B, Boxes, Box),
    J1 is J + 1,
    row_cells(Vs, Row, Cols, Boxes, I, J1, Cells, Cells0).

% fill(+Cells): the backtracking search.
fill([]).
fill([cell(V, Row, Col, Box)|Cells]) :-
    (   var(V) ->
        digit(D),
        \+ occurs(D, Row),
        \+ occurs(D, Col),
        \+ occurs(D, Box),
        V = D
    ;   true
    ),
    fill(Cells).

occurs(D, [X|Xs]) :-
    (   X == D -> true ; occurs(D, Xs) ).

digit(1). digit(2). digit(3). digit(4). digit(5).
digit(6). digit(7). digit(8). digit(9).

transpose([[]|_], []) :- !.
transpose(Rows, [Col|Cols]) :-
    firsts(Rows, Col, Rests),
    transpose(Rests, Cols).

firsts([], [], []).
firsts([[X|Xs]|Rows], [X|Col], [Xs|Rests]) :-
    firsts(Rows, Col, Rests).

% boxes(+Rows, -Boxes): the nine 3x3 boxes, left to right, top to bottom.
boxes([], []).
boxes([R1, R2, R3|Rs], [B1, B2, B3|Bs]) :-
    band(R1, R2, R3, [B1, B2, B3]),
    boxes(Rs, Bs).

band([], [], [], []).
band([A1, A2, A3|As], [B1, B2, B3|Bs], [C1, C2, C3|Cs],
     [[A1, A2, A3, B1, B2, B3, C1, C2, C3]|Boxes]) :-
    band(As, Bs, Cs, Boxes).

nth_elem(0, [X|_], X) :- !.
nth_elem(N, [_|Xs], X) :-
    N1 is N - 1,
    nth_elem(N1, Xs, X).

all_complete([]).
all_complete([G|Gs]) :-
    msort(G, [1, 2, 3, 4, 5, 6, 7, 8, 9]),
    all_complete(Gs).

% The puzzle: 39 givens, unique solution.
puzzle([
    [_,_,8,_,_,2,_,_,1],
    [_,7,_,_,_,_,2,8,6],
    [2,_,1,_,_,6,4,5,_],
    [8,4,_,9,_,7,1,_,2],
    [_,_,_,_,_,_,_,_,_],
    [3,_,_,_,_,_,5,9,4],
    [_,1,3,8,_,9,6,2,7],
    [7,_,_,1,6,3,9,4,5],
    [4,_,6,_,_,_,3,_,_]
]).
