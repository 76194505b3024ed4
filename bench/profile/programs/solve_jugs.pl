% solve_jugs.pl -- water jugs puzzle: with a 3-litre and a 5-litre jug,
% a tap and a drain, measure exactly 4 litres.  Breadth-first search
% over states j(A,B) with a visited list; the search is run 1000 times (100 in the paper; scaled to be timeable).

main :-
    loop(1000).

loop(0) :- !.
loop(N) :-
    once(solve_jugs(_)),
    N1 is N - 1,
    loop(N1).

solve_jugs(Moves) :-
    bfs([path(j(0, 0), [])], [j(0, 0)], RevMoves),
    rev(RevMoves, [], Moves).

capacity(3, 5).

goal(j(4, _)).
goal(j(_, 4)).

% bfs(+Queue, +Visited, -RevMoves): Queue holds path(State, RevMoves).
bfs([path(S, Ms)|_], _, Ms) :-
    goal(S), !.
bfs([path(S, Ms)|Queue], Visited, Sol) :-
    findall(path(S1, [M|Ms]), new_move(S, Visited, M, S1), Next),
    states_of(Next, Visited, Visited1),
    app(Queue, Next, Queue1),
    bfs(Queue1, Visited1, Sol).

new_move(S, Visited, M, S1) :-
    move(S, M, S1),
    \+ mem(S1, Visited).

states_of([], V, V).
states_of([path(S, _)|Ps], V0, V) :-
    (   mem(S, V0) -> V1 = V0 ; V1 = [S|V0] ),
    states_of(Ps, V1, V).

move(j(_, B), fill_a, j(CA, B)) :- capacity(CA, _).
move(j(A, _), fill_b, j(A, CB)) :- capacity(_, CB).
move(j(_, B), empty_a, j(0, B)).
move(j(A, _), empty_b, j(A, 0)).
move(j(A, B), pour_ab, j(A1, B1)) :-
    capacity(_, CB),
    T is min(A, CB - B),
    A1 is A - T, B1 is B + T.
move(j(A, B), pour_ba, j(A1, B1)) :-
    capacity(CA, _),
    T is min(B, CA - A),
    A1 is A + T, B1 is B - T.

mem(X, [Y|Ys]) :-
    (   X = Y -> true ; mem(X, Ys) ).

app([], L, L).
app([H|T], L, [H|R]) :-
    app(T, L, R).

rev([], Acc, Acc).
rev([H|T], Acc, R) :-
    rev(T, [H|Acc], R).
