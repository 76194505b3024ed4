% wumpus.pl -- a Wumpus World agent on a 4x4 grid.  The agent starts at
% 1-1, perceives breeze (a pit is adjacent) and stench (the wumpus is
% adjacent), proves a cell safe when no placement of pits and wumpus
% consistent with its percepts puts a hazard there, walks through visited
% cells to the nearest safe unvisited cell, and once it finds the gold
% walks back to 1-1; with no safe cell left it gives up.  Four worlds are
% explored; the whole run is repeated 20 times.

main :-
    loop(20).

loop(0) :- !.
loop(N) :-
    once(all_worlds),
    N1 is N - 1,
    loop(N1).

all_worlds :-
    findall(W-R, (world(W, _, _, _), once(run_world(W, R))), Rs),
    Rs = [1-gold(_), 2-gold(_), 3-gold(_), 4-gave_up].

% world(Id, Pits, Wumpus, Gold); world 1 is the classic textbook world,
% in world 4 the agent feels a breeze at once and gives up.
world(1, [3-1, 3-3, 4-4], 1-3, 2-3).
world(2, [3-1, 4-3], 2-4, 1-4).
world(3, [1-3, 3-4], 3-2, 4-4).
world(4, [1-2, 3-1], 4-4, 3-3).

run_world(W, Result) :-
    world(W, Pits, Wumpus, Gold),
    explore(w(Pits, Wumpus, Gold), 1-1, [], [1-1], Result).

% explore(+World, +Pos, +Known, +RevPath, -Result)
% Known holds k(Cell, Breeze, Stench) for every visited cell.
explore(World, Pos, Known0, RevPath, Result) :-
    perceive(World, Pos, Breeze, Stench),
    Known = [k(Pos, Breeze, Stench)|Known0],
    (   World = w(_, _, Pos) ->
        route(Pos, [1-1], Known, [_|Home]),
        rev(RevPath, [], Path),
        app(Path, Home, Trip),
        Result = gold(Trip)
    ;   safe_frontier(Known, Targets),
        Targets \== [],
        route(Pos, Targets, Known, [_|Steps]) ->
        last_of(Steps, Next),
        rev(Steps, RevPath, RevPath1),
        explore(World, Next, Known, RevPath1, Result)
    ;   Result = gave_up
    ).

perceive(w(Pits, Wumpus, _), Pos, Breeze, Stench) :-
    (   adj(Pos, P), mem(P, Pits) -> Breeze = yes ; Breeze = no ),
    (   adj(Pos, Wumpus) -> Stench = yes ; Stench = no ).

% safe_frontier(+Known, -Cells): unvisited cells next to a visited one
% that are free of pits and of the wumpus in every world consistent with
% the percepts so far.
safe_frontier(Known, Cells) :-
    findall(C, frontier_cell(Known, C), Cs0),
    sort(Cs0, Frontier),
    findall(C, (mem(C, Frontier),
                \+ pit_possible(C, Known, Frontier),
                \+ wumpus_possible(C, Known)), Cells).

frontier_cell(Known, C) :-
    mem(k(V, _, _), Known),
    adj(V, C),
    \+ visited(C, Known).

visited(C, Known) :-
    mem(k(C, _, _), Known), !.

% pit_possible(+C, +Known, +Frontier): some placement of pits on the
% frontier, with a pit at C, explains every breeze percept.
pit_possible(C, Known, Frontier) :-
    place_pits(Frontier, C, Pits),
    breezes_agree(Known, Pits), !.

place_pits([], _, []).
place_pits([F|Fs], C, Pits) :-
    (   F == C -> Pits = [F|Pits1]
    ;   ( Pits = [F|Pits1] ; Pits = Pits1 )
    ),
    place_pits(Fs, C, Pits1).

breezes_agree([], _).
breezes_agree([k(V, Breeze, _)|Known], Pits) :-
    (   adj(V, P), mem(P, Pits) -> Breeze == yes ; Breeze == no ),
    breezes_agree(Known, Pits).

% wumpus_possible(+C, +Known): a wumpus at C explains every stench percept.
wumpus_possible(C, Known) :-
    \+ visited(C, Known),
    stenches_agree(Known, C).

stenches_agree([], _).
stenches_agree([k(V, _, Stench)|Known], W) :-
    (   adj(V, W) -> Stench == yes ; Stench == no ),
    stenches_agree(Known, W).

% route(+From, +Targets, +Known, -Path): shortest path (breadth first)
% from From to one of Targets, stepping only on visited cells before
% the target.
route(From, Targets, Known, Path) :-
    bfs([[From]], Targets, Known, [From], RevPath),
    rev(RevPath, [], Path).

bfs([[C|Cs]|_], Targets, _, _, [C|Cs]) :-
    mem(C, Targets), !.
bfs([[C|Cs]|Queue], Targets, Known, Seen, Sol) :-
    (   visited(C, Known) ->
        findall([N, C|Cs], (adj(C, N), \+ mem(N, Seen)), Next)
    ;   Next = []
    ),
    heads(Next, Seen, Seen1),
    app(Queue, Next, Queue1),
    bfs(Queue1, Targets, Known, Seen1, Sol).

heads([], S, S).
heads([[C|_]|Ps], S0, S) :-
    heads(Ps, [C|S0], S).

adj(X-Y, X1-Y) :- X > 1, X1 is X - 1.
adj(X-Y, X1-Y) :- X < 4, X1 is X + 1.
adj(X-Y, X-Y1) :- Y > 1, Y1 is Y - 1.
adj(X-Y, X-Y1) :- Y < 4, Y1 is Y + 1.

mem(X, [X|_]).
mem(X, [_|T]) :-
    mem(X, T).

app([], L, L).
app([H|T], L, [H|R]) :-
    app(T, L, R).

rev([], Acc, Acc).
rev([H|T], Acc, R) :-
    rev(T, [H|Acc], R).

last_of([X], X) :- !.
last_of([_|T], X) :-
    last_of(T, X).
