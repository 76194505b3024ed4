% lists.pl: the list library (SWI library(lists)), in plain Prolog. Loaded as library code: a user program that defines one of these
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
nth0(I, _, _) :- throw(error(type_error(integer, I), _)).
nth1(I, L, E) :- integer(I), !, I >= 1, I0 is I - 1, '$lists_nth_det'(I0, L, E).
nth1(I, L, E) :- var(I), !, '$lists_nth_gen'(L, E, 1, I).
nth1(I, _, _) :- throw(error(type_error(integer, I), _)).
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

numlist(L, H, R) :- '$must_be'(integer, L), '$must_be'(integer, H), L =< H, '$lists_numlist'(L, H, R).
'$lists_numlist'(H, H, [H]) :- !.
'$lists_numlist'(L, H, [L|T]) :- L1 is L + 1, '$lists_numlist'(L1, H, T).

select(X, [H|T], R) :- '$lists_select3'(T, H, X, R).
% Indexed on the tail: no choice point is left after the last element.
'$lists_select3'(T, H, H, T).
'$lists_select3'([H2|T], H, X, [H|R]) :- '$lists_select3'(T, H2, X, R).
selectchk(X, L, R) :- select(X, L, R), !.
select(X, Xs, Y, Ys) :- '$lists_select4'(Xs, X, Y, Ys).
'$lists_select4'([X|T], X, Y, [Y|T]).
'$lists_select4'([H|T], X, Y, [H|T2]) :- '$lists_select4'(T, X, Y, T2).
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

nth0(I, L, E, R) :- var(I), !, '$lists_nth_gen_del'(L, E, R, 0, I).
nth0(I, L, E, R) :- '$must_be'(nonneg, I), '$lists_nth_del'(I, L, E, R).
nth1(I, L, E, R) :- var(I), !, '$lists_nth_gen_del'(L, E, R, 1, I).
nth1(I, L, E, R) :- '$must_be'(positive_integer, I), I0 is I - 1, '$lists_nth_del'(I0, L, E, R).
'$lists_nth_del'(0, [E|R], E, R) :- !.
'$lists_nth_del'(I, [H|T], E, [H|R]) :- I1 is I - 1, '$lists_nth_del'(I1, T, E, R).
'$lists_nth_gen_del'([E|R], E, R, B, B).
'$lists_nth_gen_del'([H|T], E, [H|R], B0, I) :- B1 is B0 + 1, '$lists_nth_gen_del'(T, E, R, B1, I).

max_member(P, M, [H|T]) :- '$lists_max_member_p'(T, P, H, M).
'$lists_max_member_p'([], _, M, M).
'$lists_max_member_p'([H|T], P, M0, M) :- ( call(P, M0, H) -> M1 = H ; M1 = M0 ), '$lists_max_member_p'(T, P, M1, M).
min_member(P, M, [H|T]) :- '$lists_min_member_p'(T, P, H, M).
'$lists_min_member_p'([], _, M, M).
'$lists_min_member_p'([H|T], P, M0, M) :- ( call(P, H, M0) -> M1 = H ; M1 = M0 ), '$lists_min_member_p'(T, P, M1, M).

selectchk(X, L, Y, R) :- select(X, L, Y, R), !.
same_length([], []).
same_length([_|T1], [_|T2]) :- same_length(T1, T2).
is_set(L) :- is_list(L), '$lists_no_dups'(L).
'$lists_no_dups'([]).
'$lists_no_dups'([H|T]) :- \+ memberchk(H, T), '$lists_no_dups'(T).
clumped(L, Counts) :- '$lists_clumped'(L, Counts).
'$lists_clumped'([], []).
'$lists_clumped'([H|T0], [H-C|T]) :- '$lists_clump'(T0, H, 1, C, T1), '$lists_clumped'(T1, T).
'$lists_clump'([H|T0], E, C0, C, T) :- H == E, !, C1 is C0 + 1, '$lists_clump'(T0, E, C1, C, T).
'$lists_clump'(L, _, C, C, L).
prefix([], _).
prefix([E|T0], [E|T]) :- prefix(T0, T).
subset([], _) :- !.
subset([E|R], Set) :- memberchk(E, Set), subset(R, Set).
