% zebra: the classic five-houses puzzle ("who owns the zebra, who drinks
% water?"), solved by unification over a list of house records, repeated.
% A house is h(Colour, Nationality, Pet, Drink, Smoke).

bench :-
    zebra_repeat(150).

zebra_repeat(0) :- !.
zebra_repeat(N) :-
    findall(Z-W, zebra(Z, W), [japanese-norwegian]),
    N1 is N - 1,
    zebra_repeat(N1).

zebra(ZebraOwner, WaterDrinker) :-
    Hs = [h(_,norwegian,_,_,_), _, h(_,_,_,milk,_), _, _],
    zebra_member(h(red,english,_,_,_), Hs),
    zebra_member(h(_,spanish,dog,_,_), Hs),
    zebra_member(h(green,_,_,coffee,_), Hs),
    zebra_member(h(_,ukrainian,_,tea,_), Hs),
    zebra_right_of(h(green,_,_,_,_), h(ivory,_,_,_,_), Hs),
    zebra_member(h(_,_,snails,_,oldgold), Hs),
    zebra_member(h(yellow,_,_,_,kools), Hs),
    zebra_next_to(h(_,_,_,_,chesterfield), h(_,_,fox,_,_), Hs),
    zebra_next_to(h(_,_,_,_,kools), h(_,_,horse,_,_), Hs),
    zebra_member(h(_,_,_,orange_juice,lucky_strike), Hs),
    zebra_member(h(_,japanese,_,_,parliament), Hs),
    zebra_next_to(h(_,norwegian,_,_,_), h(blue,_,_,_,_), Hs),
    zebra_member(h(_,ZebraOwner,zebra,_,_), Hs),
    zebra_member(h(_,WaterDrinker,_,water,_), Hs).

zebra_member(X, [X|_]).
zebra_member(X, [_|T]) :-
    zebra_member(X, T).

zebra_right_of(R, L, [L,R|_]).
zebra_right_of(R, L, [_|T]) :-
    zebra_right_of(R, L, T).

zebra_next_to(X, Y, Hs) :- zebra_right_of(X, Y, Hs).
zebra_next_to(X, Y, Hs) :- zebra_right_of(Y, X, Hs).
