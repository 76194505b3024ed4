% apply.pl: library(apply) as in SWI-Prolog: maplist/2..7, foldl/4..7, include/3,
% exclude/3, partition/4,5, convlist/3, scanl/4..7. Loaded as library code: a user program that
% defines one of these predicates replaces it.

exclude(_, [], []).
exclude(P, [H|T], R) :- ( call(P, H) -> R = R1 ; R = [H|R1] ), exclude(P, T, R1).
include(_, [], []).
include(P, [H|T], R) :- ( call(P, H) -> R = [H|R1] ; R = R1 ), include(P, T, R1).
partition(_, [], [], []).
partition(P, [H|T], I, E) :- ( call(P, H) -> I = [H|I1], E = E1 ; I = I1, E = [H|E1] ), partition(P, T, I1, E1).
partition(P, L, Less, Equal, Greater) :- '$apply_partition'(L, P, Less, Equal, Greater).
'$apply_partition'([], _, [], [], []).
'$apply_partition'([H|T], P, L, E, G) :-
    call(P, H, O),
    '$apply_partition_'(O, H, P, T, L, E, G).
'$apply_partition_'(<, H, P, T, [H|L], E, G) :- !, '$apply_partition'(T, P, L, E, G).
'$apply_partition_'(=, H, P, T, L, [H|E], G) :- !, '$apply_partition'(T, P, L, E, G).
'$apply_partition_'(>, H, P, T, L, E, [H|G]) :- !, '$apply_partition'(T, P, L, E, G).
'$apply_partition_'(O, _, _, _, _, _, _) :- '$must_be'(oneof([<, =, >]), O).
convlist(_, [], []).
convlist(G, [X|Xs], Ys) :- ( call(G, X, Y) -> Ys = [Y|Ys1] ; Ys = Ys1 ), convlist(G, Xs, Ys1).

maplist(_, []).
maplist(G, [A|As]) :- call(G, A), maplist(G, As).
maplist(_, [], []).
maplist(G, [A|As], [B|Bs]) :- call(G, A, B), maplist(G, As, Bs).
maplist(_, [], [], []).
maplist(G, [A|As], [B|Bs], [C|Cs]) :- call(G, A, B, C), maplist(G, As, Bs, Cs).
maplist(_, [], [], [], []).
maplist(G, [A|As], [B|Bs], [C|Cs], [D|Ds]) :- call(G, A, B, C, D), maplist(G, As, Bs, Cs, Ds).
maplist(_, [], [], [], [], []).
maplist(G, [A|As], [B|Bs], [C|Cs], [D|Ds], [E|Es]) :- call(G, A, B, C, D, E), maplist(G, As, Bs, Cs, Ds, Es).
maplist(_, [], [], [], [], [], []).
maplist(G, [A|As], [B|Bs], [C|Cs], [D|Ds], [E|Es], [F|Fs]) :- call(G, A, B, C, D, E, F), maplist(G, As, Bs, Cs, Ds, Es, Fs).
foldl(G, L, V0, V) :- '$apply_foldl'(L, G, V0, V).
'$apply_foldl'([], _, V, V).
'$apply_foldl'([X|Xs], G, V0, V) :- call(G, X, V0, V1), '$apply_foldl'(Xs, G, V1, V).
foldl(G, L1, L2, V0, V) :- '$apply_foldl'(L1, L2, G, V0, V).
'$apply_foldl'([], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], G, V0, V) :- call(G, X, Y, V0, V1), '$apply_foldl'(Xs, Ys, G, V1, V).
foldl(G, L1, L2, L3, V0, V) :- '$apply_foldl'(L1, L2, L3, G, V0, V).
'$apply_foldl'([], [], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], [Z|Zs], G, V0, V) :- call(G, X, Y, Z, V0, V1), '$apply_foldl'(Xs, Ys, Zs, G, V1, V).
foldl(G, L1, L2, L3, L4, V0, V) :- '$apply_foldl'(L1, L2, L3, L4, G, V0, V).
'$apply_foldl'([], [], [], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], [Z|Zs], [W|Ws], G, V0, V) :- call(G, X, Y, Z, W, V0, V1), '$apply_foldl'(Xs, Ys, Zs, Ws, G, V1, V).
scanl(G, L, V0, [V0|Vs]) :- '$apply_scanl'(L, G, V0, Vs).
'$apply_scanl'([], _, _, []).
'$apply_scanl'([X|Xs], G, V0, [V|Vs]) :- call(G, X, V0, V), '$apply_scanl'(Xs, G, V, Vs).
scanl(G, L1, L2, V0, [V0|Vs]) :- '$apply_scanl'(L1, L2, G, V0, Vs).
'$apply_scanl'([], [], _, _, []).
'$apply_scanl'([X|Xs], [Y|Ys], G, V0, [V|Vs]) :- call(G, X, Y, V0, V), '$apply_scanl'(Xs, Ys, G, V, Vs).
scanl(G, L1, L2, L3, V0, [V0|Vs]) :- '$apply_scanl'(L1, L2, L3, G, V0, Vs).
'$apply_scanl'([], [], [], _, _, []).
'$apply_scanl'([X|Xs], [Y|Ys], [Z|Zs], G, V0, [V|Vs]) :- call(G, X, Y, Z, V0, V), '$apply_scanl'(Xs, Ys, Zs, G, V, Vs).
scanl(G, L1, L2, L3, L4, V0, [V0|Vs]) :- '$apply_scanl'(L1, L2, L3, L4, G, V0, Vs).
'$apply_scanl'([], [], [], [], _, _, []).
'$apply_scanl'([X|Xs], [Y|Ys], [Z|Zs], [W|Ws], G, V0, [V|Vs]) :- call(G, X, Y, Z, W, V0, V), '$apply_scanl'(Xs, Ys, Zs, Ws, G, V, Vs).
