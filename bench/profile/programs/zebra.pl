% zebra.pl -- the classic zebra (Einstein) puzzle: five houses, each
% h(Colour, Nationality, Pet, Drink, Smoke), solved with member/2 style
% constraints over the houses list.  Solved 20 times.

main :-
    loop(20).

loop(0) :- !.
loop(N) :-
    once(zebra(_, _)),
    N1 is N - 1,
    loop(N1).

zebra(ZebraOwner, WaterDrinker) :-
    houses(Hs),
    mem(h(red, english, _, _, _), Hs),
    mem(h(_, spanish, dog, _, _), Hs),
    mem(h(green, _, _, coffee, _), Hs),
    mem(h(_, ukrainian, _, tea, _), Hs),
    right_of(h(green, _, _, _, _), h(ivory, _, _, _, _), Hs),
    mem(h(_, _, snails, _, winston), Hs),
    mem(h(yellow, _, _, _, kools), Hs),
    Hs = [_, _, h(_, _, _, milk, _), _, _],
    Hs = [h(_, norwegian, _, _, _)|_],
    next_to(h(_, _, _, _, chesterfield), h(_, _, fox, _, _), Hs),
    next_to(h(_, _, _, _, kools), h(_, _, horse, _, _), Hs),
    mem(h(_, _, _, orange_juice, lucky_strike), Hs),
    mem(h(_, japanese, _, _, parliament), Hs),
    next_to(h(_, norwegian, _, _, _), h(blue, _, _, _, _), Hs),
    mem(h(_, ZebraOwner, zebra, _, _), Hs),
    mem(h(_, WaterDrinker, _, water, _), Hs).

houses([h(_, _, _, _, _), h(_, _, _, _, _), h(_, _, _, _, _),
        h(_, _, _, _, _), h(_, _, _, _, _)]).

right_of(A, B, [B, A|_]).
right_of(A, B, [_|Hs]) :-
    right_of(A, B, Hs).

next_to(A, B, Hs) :- right_of(A, B, Hs).
next_to(A, B, Hs) :- right_of(B, A, Hs).

mem(X, [X|_]).
mem(X, [_|T]) :-
    mem(X, T).
