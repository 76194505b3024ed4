% sudoku.pl (second set) -- a 9x9 sudoku (30 givens, unique solution) kept
% as a flat list of 81 cells; each cell knows the list of its 20 peers, and
% the empty cells are filled in order by backtracking over the digits 1..9
% that no peer holds.  Solved 4 times.

main :-
    bench(4).

bench(0) :- !.
bench(K) :-
    solve(Grid), !,
    Grid = [5|_],
    K1 is K - 1,
    bench(K1).

solve(Grid) :-
    givens(Grid),
    cells(Grid, Grid, 0, Cells),
    assign(Cells).

% cells(+Grid, +Rest, +I, -Cells): cell(Value, Peers) for every position.
cells(_, [], _, []).
cells(Grid, [V|Vs], I, [cell(V, Peers)|Cs]) :-
    peers_of(Grid, I, Peers),
    I1 is I + 1,
    cells(Grid, Vs, I1, Cs).

peers_of(Grid, I, Peers) :-
    peer_values(Grid, 0, I, Peers).

peer_values([], _, _, []).
peer_values([V|Vs], J, I, Ps) :-
    J1 is J + 1,
    (   J =\= I, related(I, J)
    ->  Ps = [V|Ps1]
    ;   Ps = Ps1
    ),
    peer_values(Vs, J1, I, Ps1).

related(I, J) :-
    (   I // 9 =:= J // 9
    ->  true
    ;   I mod 9 =:= J mod 9
    ->  true
    ;   I // 27 =:= J // 27,
        (I mod 9) // 3 =:= (J mod 9) // 3
    ).

assign([]).
assign([cell(V, Peers)|Cs]) :-
    (   nonvar(V)
    ->  true
    ;   candidate(D),
        \+ taken(D, Peers),
        V = D
    ),
    assign(Cs).

taken(D, [P|Ps]) :-
    (   P == D -> true ; taken(D, Ps) ).

candidate(1). candidate(2). candidate(3).
candidate(4). candidate(5). candidate(6).
candidate(7). candidate(8). candidate(9).

givens([5,3,_, _,7,_, _,_,_,
        6,_,_, 1,9,5, _,_,_,
        _,9,8, _,_,_, _,6,_,
        8,_,_, _,6,_, _,_,3,
        4,_,_, 8,_,3, _,_,1,
        7,_,_, _,2,_, _,_,6,
        _,6,_, _,_,_, 2,8,_,
        _,_,_, 4,1,9, _,_,5,
        _,_,_, _,8,_, _,7,9]).
