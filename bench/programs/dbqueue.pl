% dbqueue: a FIFO queue in the dynamic database. 300000 items pass through a
% queue kept at 100 items: each step adds one with assertz/1 and takes the
% oldest with retract/1 (600000 database updates), checking the order; then the
% queue is drained. The sum of the items taken must be 1+...+300000.

:- dynamic(dbqueue_item/1).

bench :-
    dbqueue_run(300000, Sum),
    Sum =:= 300000 * 300001 // 2.

dbqueue_run(N, Sum) :-
    retractall(dbqueue_item(_)),
    dbqueue_fill(1, 100),
    dbqueue_steps(101, N, 0, Sum0),
    dbqueue_drain(Sum0, Sum).

dbqueue_fill(I, Max) :- I > Max, !.
dbqueue_fill(I, Max) :-
    assertz(dbqueue_item(I)),
    I1 is I + 1,
    dbqueue_fill(I1, Max).

dbqueue_steps(I, N, S, S) :- I > N, !.
dbqueue_steps(I, N, S0, S) :-
    assertz(dbqueue_item(I)),
    dbqueue_take(X),
    X =:= I - 100,
    S1 is S0 + X,
    I1 is I + 1,
    dbqueue_steps(I1, N, S1, S).

dbqueue_take(X) :- retract(dbqueue_item(X)), !.

dbqueue_drain(S0, S) :-
    (   dbqueue_take(X)
    ->  S1 is S0 + X,
        dbqueue_drain(S1, S)
    ;   S = S0
    ).
