% guardians.pl (second set) -- prison doors: 1000 closed doors (0), guard G
% flips every G-th door, for guards 1..700; counts the open doors (1).

main :-
    bench.

bench :-
    doors(1000, Ds),
    patrol(1, 700, Ds, Final),
    open_doors(Final, Open),
    Open > 0.

doors(N, Ds) :-
    length(Ds, N),
    all_zero(Ds).

all_zero([]).
all_zero([0|T]) :-
    all_zero(T).

patrol(G, Last, Ds, Ds) :-
    G > Last, !.
patrol(G, Last, Ds0, Ds) :-
    flip_multiples(Ds0, 1, G, Ds1),
    G1 is G + 1,
    patrol(G1, Last, Ds1, Ds).

% flip_multiples(+Doors, +Position, +Guard, -Doors1)
flip_multiples([], _, _, []).
flip_multiples([D|Ds], I, G, [E|Es]) :-
    (   I mod G =:= 0
    ->  E is 1 - D
    ;   E = D
    ),
    I1 is I + 1,
    flip_multiples(Ds, I1, G, Es).

open_doors(Ds, N) :-
    sum(Ds, 0, N).

sum([], S, S).
sum([X|Xs], S0, S) :-
    S1 is S0 + X,
    sum(Xs, S1, S).
