% apply.pl: library(apply) as in SWI-Prolog: maplist/2..7, foldl/4..7, include/3,
% exclude/3, partition/4,5, convlist/3, scanl/4..7. Loaded as library code: a user program that
% defines one of these predicates replaces it.

% The list comes first in the helpers: first-argument indexing then leaves no choice
% point on the last element, as in SWI-Prolog.
exclude(P, L, R) :- '$apply_exclude'(L, P, R).
'$apply_exclude'([], _, []).
'$apply_exclude'([H|T], P, R) :- ( call(P, H) -> R = R1 ; R = [H|R1] ), '$apply_exclude'(T, P, R1).
include(P, L, R) :- '$apply_include'(L, P, R).
'$apply_include'([], _, []).
'$apply_include'([H|T], P, R) :- ( call(P, H) -> R = [H|R1] ; R = R1 ), '$apply_include'(T, P, R1).
partition(P, L, I, E) :- '$apply_partition'(L, P, I, E).
'$apply_partition'([], _, [], []).
'$apply_partition'([H|T], P, I, E) :- ( call(P, H) -> I = [H|I1], E = E1 ; I = I1, E = [H|E1] ), '$apply_partition'(T, P, I1, E1).
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

maplist(G, L) :- '$maplist'(L, G).
'$maplist'([], _).
'$maplist'([A|As], G) :- call(G, A), '$maplist'(As, G).
maplist(G, L1, L2) :- '$maplist'(L1, L2, G).
'$maplist'([], [], _).
'$maplist'([A|As], [B|Bs], G) :- call(G, A, B), '$maplist'(As, Bs, G).
maplist(G, L1, L2, L3) :- '$maplist'(L1, L2, L3, G).
'$maplist'([], [], [], _).
'$maplist'([A|As], [B|Bs], [C|Cs], G) :- call(G, A, B, C), '$maplist'(As, Bs, Cs, G).
maplist(G, L1, L2, L3, L4) :- '$maplist'(L1, L2, L3, L4, G).
'$maplist'([], [], [], [], _).
'$maplist'([A|As], [B|Bs], [C|Cs], [D|Ds], G) :- call(G, A, B, C, D), '$maplist'(As, Bs, Cs, Ds, G).
maplist(G, L1, L2, L3, L4, L5) :- '$maplist'(L1, L2, L3, L4, L5, G).
'$maplist'([], [], [], [], [], _).
'$maplist'([A|As], [B|Bs], [C|Cs], [D|Ds], [E|Es], G) :- call(G, A, B, C, D, E), '$maplist'(As, Bs, Cs, Ds, Es, G).
maplist(G, L1, L2, L3, L4, L5, L6) :- '$maplist'(L1, L2, L3, L4, L5, L6, G).
'$maplist'([], [], [], [], [], [], _).
'$maplist'([A|As], [B|Bs], [C|Cs], [D|Ds], [E|Es], [F|Fs], G) :- call(G, A, B, C, D, E, F), '$maplist'(As, Bs, Cs, Ds, Es, Fs, G).
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
