% lists.pl: the list library (SWI library(lists) and library(apply) names), in plain
% Prolog. Loaded as library code: a user program that defines one of these
% predicates replaces it.

append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

append(ListOfLists, List) :- '$lists_append_all'(ListOfLists, List).
'$lists_append_all'([], []).
'$lists_append_all'([L|Ls], As) :- append(L, Ws, As), '$lists_append_all'(Ls, Ws).

member(X, [Y|T]) :- '$lists_member'(T, X, Y).
'$lists_member'(_, X, X).
'$lists_member'([Y|T], X, _) :- '$lists_member'(T, X, Y).

memberchk(X, L) :- member(X, L), !.

reverse(L, R) :- '$lists_reverse'(L, [], R).
'$lists_reverse'([], A, A).
'$lists_reverse'([H|T], A, R) :- '$lists_reverse'(T, [H|A], R).

nth0(I, L, E) :- integer(I), !, I >= 0, '$lists_nth_det'(I, L, E).
nth0(I, L, E) :- var(I), !, '$lists_nth_gen'(L, E, 0, I).
nth0(I, _, _) :- throw(error(type_error(integer, I), context(nth0/3, _))).
nth1(I, L, E) :- integer(I), !, I >= 1, I0 is I - 1, '$lists_nth_det'(I0, L, E).
nth1(I, L, E) :- var(I), !, '$lists_nth_gen'(L, E, 1, I).
nth1(I, _, _) :- throw(error(type_error(integer, I), context(nth1/3, _))).
'$lists_nth_det'(0, [E|_], E) :- !.
'$lists_nth_det'(I, [_|T], E) :- I1 is I - 1, '$lists_nth_det'(I1, T, E).
'$lists_nth_gen'([H|T], E, B, I) :- '$lists_nth_gen_'(T, H, E, B, I).
'$lists_nth_gen_'(_, E, E, B, B).
'$lists_nth_gen_'([H|T], _, E, B0, I) :- B1 is B0 + 1, '$lists_nth_gen_'(T, H, E, B1, I).

last([X|Xs], L) :- '$lists_last'(Xs, X, L).
'$lists_last'([], L, L).
'$lists_last'([X|Xs], _, L) :- '$lists_last'(Xs, X, L).

sum_list(L, S) :- '$lists_sum'(L, 0, S).
sumlist(L, S) :- sum_list(L, S).
'$lists_sum'([], S, S).
'$lists_sum'([X|Xs], S0, S) :- S1 is S0 + X, '$lists_sum'(Xs, S1, S).

max_list([H|T], M) :- '$lists_max'(T, H, M).
'$lists_max'([], M, M).
'$lists_max'([H|T], M0, M) :- M1 is max(M0, H), '$lists_max'(T, M1, M).
min_list([H|T], M) :- '$lists_min'(T, H, M).
'$lists_min'([], M, M).
'$lists_min'([H|T], M0, M) :- M1 is min(M0, H), '$lists_min'(T, M1, M).

max_member(M, L) :- '$lists_max_member'(L, M).
'$lists_max_member'([H|T], M) :- '$lists_max_member_'(T, H, M).
'$lists_max_member_'([], M, M).
'$lists_max_member_'([H|T], M0, M) :- ( H @> M0 -> M1 = H ; M1 = M0 ), '$lists_max_member_'(T, M1, M).
min_member(M, L) :- '$lists_min_member'(L, M).
'$lists_min_member'([H|T], M) :- '$lists_min_member_'(T, H, M).
'$lists_min_member_'([], M, M).
'$lists_min_member_'([H|T], M0, M) :- ( H @< M0 -> M1 = H ; M1 = M0 ), '$lists_min_member_'(T, M1, M).

numlist(L, H, R) :-
    ( integer(L) -> true ; throw(error(type_error(integer, L), context(numlist/3, _))) ),
    ( integer(H) -> true ; throw(error(type_error(integer, H), context(numlist/3, _))) ),
    L =< H, '$lists_numlist'(L, H, R).
'$lists_numlist'(H, H, [H]) :- !.
'$lists_numlist'(L, H, [L|T]) :- L1 is L + 1, '$lists_numlist'(L1, H, T).

select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).
selectchk(X, L, R) :- select(X, L, R), !.
select(X, Xs, Y, Ys) :- '$lists_select4'(Xs, X, Y, Ys).
'$lists_select4'([X|T], X, Y, [Y|T]).
'$lists_select4'([H|T], X, Y, [H|T2]) :- '$lists_select4'(T, X, Y, T2).
exclude(_, [], []).
exclude(P, [H|T], R) :- ( call(P, H) -> R = R1 ; R = [H|R1] ), exclude(P, T, R1).
include(_, [], []).
include(P, [H|T], R) :- ( call(P, H) -> R = [H|R1] ; R = R1 ), include(P, T, R1).
partition(_, [], [], []).
partition(P, [H|T], I, E) :- ( call(P, H) -> I = [H|I1], E = E1 ; I = I1, E = [H|E1] ), partition(P, T, I1, E1).
subtract([], _, []).
subtract([H|T], L, R) :- ( memberchk(H, L) -> R = R1 ; R = [H|R1] ), subtract(T, L, R1).
intersection([], _, []).
intersection([H|T], L, R) :- ( memberchk(H, L) -> R = [H|R1] ; R = R1 ), intersection(T, L, R1).
union([], L, L).
union([H|T], L, R) :- ( memberchk(H, L) -> R = R1 ; R = [H|R1] ), union(T, L, R1).
delete([], _, []).
delete([H|T], X, R) :- ( H \= X -> R = [H|R1] ; R = R1 ), delete(T, X, R1).
permutation([], []).
permutation(L, [H|T]) :- select(H, L, R), permutation(R, T).
list_to_set(L, S) :- '$lists_to_set'(L, [], S).
'$lists_to_set'([], _, []).
'$lists_to_set'([H|T], Seen, R) :- ( memberchk(H, Seen) -> R = R1 ; R = [H|R1] ), '$lists_to_set'(T, [H|Seen], R1).
flatten(L, F) :- '$lists_flatten'(L, [], F0), !, F = F0.
'$lists_flatten'(V, T, [V|T]) :- var(V), !.
'$lists_flatten'([], T, T) :- !.
'$lists_flatten'([H|Rest], T, F) :- !, '$lists_flatten'(H, F1, F), '$lists_flatten'(Rest, T, F1).
'$lists_flatten'(A, T, [A|T]).
nextto(X, Y, [X,Y|_]).
nextto(X, Y, [_|T]) :- nextto(X, Y, T).
sumlist(L, S0, S) :- foldl('$lists_plus', L, S0, S).
'$lists_plus'(X, A, B) :- B is A + X.
proper_length(L, N) :- is_list(L), length(L, N).
pairs_keys_values([], [], []).
pairs_keys_values([K-V|T], [K|Ks], [V|Vs]) :- pairs_keys_values(T, Ks, Vs).
pairs_keys([], []).
pairs_keys([K-_|T], [K|Ks]) :- pairs_keys(T, Ks).
pairs_values([], []).
pairs_values([_-V|T], [V|Vs]) :- pairs_values(T, Vs).
predsort(P, L, Sorted) :-
    length(L, N),
    ( N < 2 -> '$lists_predsort_small'(P, L, Sorted)
    ; '$lists_predsort'(P, N, L, _, Sorted1), Sorted = Sorted1 ).
'$lists_predsort_small'(_, [], []).
'$lists_predsort_small'(_, [X], [X]).
'$lists_predsort'(P, 2, [X1,X2|L], L, R) :- !, call(P, Delta, X1, X2), '$lists_sort2'(Delta, X1, X2, R).
'$lists_predsort'(_, 1, [X|L], L, [X]) :- !.
'$lists_predsort'(_, 0, L, L, []) :- !.
'$lists_predsort'(P, N, L1, L3, R) :-
    N1 is N // 2, plus(N1, N2, N),
    '$lists_predsort'(P, N1, L1, L2, R1),
    '$lists_predsort'(P, N2, L2, L3, R2),
    '$lists_predmerge'(P, R1, R2, R).
'$lists_sort2'(<, X1, X2, [X1,X2]).
'$lists_sort2'(=, X1, _, [X1]).
'$lists_sort2'(>, X1, X2, [X2,X1]).
'$lists_predmerge'(_, [], R, R) :- !.
'$lists_predmerge'(_, R, [], R) :- !.
'$lists_predmerge'(P, [H1|T1], [H2|T2], Result) :-
    call(P, Delta, H1, H2), !,
    '$lists_predmerge_'(Delta, P, H1, H2, T1, T2, Result).
'$lists_predmerge_'(<, P, H1, H2, T1, T2, [H1|R]) :- '$lists_predmerge'(P, T1, [H2|T2], R).
'$lists_predmerge_'(=, P, H1, _, T1, T2, [H1|R]) :- '$lists_predmerge'(P, T1, T2, R).
'$lists_predmerge_'(>, P, H1, H2, T1, T2, [H2|R]) :- '$lists_predmerge'(P, [H1|T1], T2, R).

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
foldl(G, L, V0, V) :- '$lists_foldl'(L, G, V0, V).
'$lists_foldl'([], _, V, V).
'$lists_foldl'([X|Xs], G, V0, V) :- call(G, X, V0, V1), '$lists_foldl'(Xs, G, V1, V).
foldl(G, L1, L2, V0, V) :- '$lists_foldl'(L1, L2, G, V0, V).
'$lists_foldl'([], [], _, V, V).
'$lists_foldl'([X|Xs], [Y|Ys], G, V0, V) :- call(G, X, Y, V0, V1), '$lists_foldl'(Xs, Ys, G, V1, V).
foldl(G, L1, L2, L3, V0, V) :- '$lists_foldl'(L1, L2, L3, G, V0, V).
'$lists_foldl'([], [], [], _, V, V).
'$lists_foldl'([X|Xs], [Y|Ys], [Z|Zs], G, V0, V) :- call(G, X, Y, Z, V0, V1), '$lists_foldl'(Xs, Ys, Zs, G, V1, V).
