% solve_jugs.pl (second set) -- jugs of 3 and 5 litres, fill, empty and
% pour until one holds 4 litres: breadth-first search with a list of the
% states seen; solved 500 times.

main :-
    bench(500).

bench(0) :- !.
bench(K) :-
    jugs(Plan),
    Plan = [_|_],
    K1 is K - 1,
    bench(K1).

jugs(Plan) :-
    search([s(0, 0)-[]], [s(0, 0)], Rev), !,
    reverse_acc(Rev, [], Plan).

search([S-Path|_], _, Path) :-
    done(S).
search([S-Path|Rest], Seen, Plan) :-
    \+ done(S),
    findall(T-[A|Path], (step(S, A, T), \+ seen(T, Seen)), New),
    remember(New, Seen, Seen1),
    concat(Rest, New, Queue),
    search(Queue, Seen1, Plan).

done(s(4, _)).
done(s(_, 4)).

step(s(_, Y), fill3, s(3, Y)).
step(s(X, _), fill5, s(X, 5)).
step(s(_, Y), empty3, s(0, Y)).
step(s(X, _), empty5, s(X, 0)).
step(s(X, Y), pour35, s(X1, Y1)) :-
    Move is min(X, 5 - Y),
    X1 is X - Move,
    Y1 is Y + Move.
step(s(X, Y), pour53, s(X1, Y1)) :-
    Move is min(Y, 3 - X),
    X1 is X + Move,
    Y1 is Y - Move.

seen(S, [T|Ts]) :-
    (   S == T -> true ; seen(S, Ts) ).

remember([], Seen, Seen).
remember([S-_|New], Seen0, Seen) :-
    (   seen(S, Seen0) -> Seen1 = Seen0 ; Seen1 = [S|Seen0] ),
    remember(New, Seen1, Seen).

concat([], Ys, Ys).
concat([X|Xs], Ys, [X|Zs]) :-
    concat(Xs, Ys, Zs).

reverse_acc([], Acc, Acc).
reverse_acc([X|Xs], Acc, Ys) :-
    reverse_acc(Xs, [X|Acc], Ys).
