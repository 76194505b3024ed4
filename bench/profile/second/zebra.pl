% zebra.pl (second set) -- the zebra puzzle: five houses in a row, each
% house(Nation, Colour, Pet, Drink, Smoke); clues as membership and
% neighbourhood in the row.  Solved 25 times.

main :-
    bench(25).

bench(0) :- !.
bench(K) :-
    puzzle(Owner, Drinker), !,
    Owner == japanese, Drinker == norwegian,
    K1 is K - 1,
    bench(K1).

puzzle(Owner, Drinker) :-
    Street = [house(norwegian, _, _, _, _), _, house(_, _, _, milk, _), _, _],
    in(house(english, red, _, _, _), Street),
    in(house(spanish, _, dog, _, _), Street),
    in(house(_, green, _, coffee, _), Street),
    in(house(ukrainian, _, _, tea, _), Street),
    left_of(house(_, ivory, _, _, _), house(_, green, _, _, _), Street),
    in(house(_, _, snails, _, winston), Street),
    in(house(_, yellow, _, _, kools), Street),
    beside(house(_, _, _, _, chesterfield), house(_, _, fox, _, _), Street),
    beside(house(_, _, _, _, kools), house(_, _, horse, _, _), Street),
    in(house(_, _, _, orange_juice, lucky_strike), Street),
    in(house(japanese, _, _, _, parliament), Street),
    beside(house(norwegian, _, _, _, _), house(_, blue, _, _, _), Street),
    in(house(Owner, _, zebra, _, _), Street),
    in(house(Drinker, _, _, water, _), Street).

in(H, [H|_]).
in(H, [_|Hs]) :-
    in(H, Hs).

left_of(A, B, [A, B|_]).
left_of(A, B, [_|Hs]) :-
    left_of(A, B, Hs).

beside(A, B, Hs) :-
    left_of(A, B, Hs).
beside(A, B, Hs) :-
    left_of(B, A, Hs).
