% wumpus.pl (second set) -- an agent in 4x4 Wumpus caves.  It senses a
% breeze next to a pit and a stench next to the wumpus, takes a frontier cell
% as safe when no assignment of pits (resp. the wumpus) to the frontier that
% includes that cell agrees with everything sensed, walks there through
% visited cells by breadth-first search, and walks home with the gold; with
% no safe cell left it stops.  Four caves, 30 times.

main :-
    bench(30).

bench(0) :- !.
bench(K) :-
    play_all(Rs),
    Rs = [1-gold(_, _), 2-gold(_, _), 3-stuck(_), 4-stuck(_)],
    K1 is K - 1,
    bench(K1).

play_all(Rs) :-
    findall(Id-R, (cave(Id, _, _, _), play(Id, R)), Rs).

% cave(Id, Pits, Wumpus, Gold)
cave(1, [c(3,1), c(3,3), c(4,4)], c(1,3), c(2,3)).
cave(2, [c(4,1), c(2,4)], c(3,3), c(4,2)).
cave(3, [c(2,3), c(4,3)], c(1,4), c(3,4)).
cave(4, [c(2,1), c(1,3)], c(3,3), c(4,4)).

play(Id, R) :-
    cave(Id, Pits, W, G),
    walk(cave(Pits, W, G), c(1,1), [], 0, R), !.

% walk(+Cave, +At, +Memory, +Steps, -Result); Memory: seen(Cell, Breeze, Stench).
walk(Cave, At, Mem0, N, R) :-
    sense(Cave, At, B, S),
    Mem = [seen(At, B, S)|Mem0],
    (   Cave = cave(_, _, At)
    ->  path(At, [c(1,1)], Mem, Back),
        length(Back, L),
        R = gold(N, L)
    ;   safe_targets(Mem, Ts),
        Ts \== [],
        path(At, Ts, Mem, P)
    ->  final(P, Next),
        length(P, L),
        N1 is N + L - 1,
        walk(Cave, Next, Mem, N1, R)
    ;   R = stuck(N)
    ).

sense(cave(Pits, W, _), At, B, S) :-
    (   near(At, P), has(Pits, P) -> B = 1 ; B = 0 ),
    (   near(At, W) -> S = 1 ; S = 0 ).

near(c(X, Y), c(X1, Y)) :- X > 1, X1 is X - 1.
near(c(X, Y), c(X1, Y)) :- X < 4, X1 is X + 1.
near(c(X, Y), c(X, Y1)) :- Y > 1, Y1 is Y - 1.
near(c(X, Y), c(X, Y1)) :- Y < 4, Y1 is Y + 1.

has([X|Xs], Y) :-
    (   X == Y -> true ; has(Xs, Y) ).

visited(C, Mem) :-
    in(seen(C, _, _), Mem), !.

in(X, [X|_]).
in(X, [_|Xs]) :-
    in(X, Xs).

safe_targets(Mem, Ts) :-
    findall(C, (in(seen(V, _, _), Mem), near(V, C), \+ visited(C, Mem)), Cs0),
    sort(Cs0, Frontier),
    findall(C, (in(C, Frontier),
                \+ may_pit(C, Frontier, Mem),
                \+ may_wumpus(C, Frontier, Mem)), Ts).

% may_pit(+C, +Frontier, +Mem): some set of frontier pits containing C
% explains every breeze sensed (and its absence).
may_pit(C, Frontier, Mem) :-
    choose(Frontier, C, Pits),
    explains(Mem, Pits), !.

choose([], _, []).
choose([F|Fs], C, Set) :-
    (   F == C
    ->  Set = [F|Set1]
    ;   Set = [F|Set1]
    ;   Set = Set1
    ),
    choose(Fs, C, Set1).

explains([], _).
explains([seen(V, B, _)|Mem], Pits) :-
    (   near(V, P), has(Pits, P) -> B =:= 1 ; B =:= 0 ),
    explains(Mem, Pits).

% may_wumpus(+C, +Frontier, +Mem): the wumpus at C explains every stench.
may_wumpus(C, _, Mem) :-
    stench_agrees(Mem, C).

stench_agrees([], _).
stench_agrees([seen(V, _, S)|Mem], W) :-
    (   near(V, W) -> S =:= 1 ; S =:= 0 ),
    stench_agrees(Mem, W).

% path(+From, +Targets, +Mem, -Path): breadth-first, through visited cells.
path(From, Targets, Mem, Path) :-
    spread([[From]], Targets, Mem, [From], Rev),
    flip(Rev, [], Path).

spread([[C|Cs]|_], Targets, _, _, [C|Cs]) :-
    has(Targets, C), !.
spread([[C|Cs]|Queue], Targets, Mem, Seen, Found) :-
    (   visited(C, Mem)
    ->  findall([D, C|Cs], (near(C, D), \+ has(Seen, D)), Ext)
    ;   Ext = []
    ),
    firsts(Ext, Seen, Seen1),
    join(Queue, Ext, Queue1),
    spread(Queue1, Targets, Mem, Seen1, Found).

firsts([], S, S).
firsts([[C|_]|Ps], S0, S) :-
    firsts(Ps, [C|S0], S).

join([], Ys, Ys).
join([X|Xs], Ys, [X|Zs]) :-
    join(Xs, Ys, Zs).

flip([], Acc, Acc).
flip([X|Xs], Acc, Ys) :-
    flip(Xs, [X|Acc], Ys).

final([X], X) :- !.
final([_|Xs], X) :-
    final(Xs, X).
