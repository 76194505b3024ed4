% ordsets.pl: library(ordsets) as in SWI-Prolog: sets as lists sorted in standard
% order without duplicates.

is_ordset(L) :- is_list(L), '$ord_strict'(L).
'$ord_strict'([]).
'$ord_strict'([_]) :- !.
'$ord_strict'([A, B|T]) :- A @< B, '$ord_strict'([B|T]).
ord_empty([]).
list_to_ord_set(L, S) :- sort(L, S).
ord_memberchk(X, [Y|T]) :- compare(O, X, Y), ( O = (=) -> true ; O = (>) -> ord_memberchk(X, T) ).
ord_union(A, B, C) :- '$ord_union'(A, B, C).
'$ord_union'([], B, B) :- !.
'$ord_union'(A, [], A) :- !.
'$ord_union'([H1|T1], [H2|T2], C) :-
    compare(O, H1, H2),
    (   O = (<) -> C = [H1|C1], '$ord_union'(T1, [H2|T2], C1)
    ;   O = (=) -> C = [H1|C1], '$ord_union'(T1, T2, C1)
    ;   C = [H2|C1], '$ord_union'([H1|T1], T2, C1)
    ).
ord_union(Sets, S) :- '$ord_concat'(Sets, L), sort(L, S).
'$ord_concat'([], []).
'$ord_concat'([S|Ss], L) :- '$append'(S, L1, L), '$ord_concat'(Ss, L1).
ord_union(A, B, C, New) :- '$ord_union'(A, B, C), '$ord_subtract'(B, A, New).
% Subtraction and intersection merge the two sorted lists: linear, as in SWI-Prolog.
ord_subtract(A, B, R) :- '$ord_subtract'(A, B, R).
'$ord_subtract'([], _, []) :- !.
'$ord_subtract'(A, [], A) :- !.
'$ord_subtract'([H1|T1], [H2|T2], R) :-
    compare(O, H1, H2),
    (   O = (<) -> R = [H1|R1], '$ord_subtract'(T1, [H2|T2], R1)
    ;   O = (=) -> '$ord_subtract'(T1, T2, R)
    ;   '$ord_subtract'([H1|T1], T2, R)
    ).
ord_intersection(A, B, R) :- '$ord_intersection'(A, B, R).
'$ord_intersection'([], _, []) :- !.
'$ord_intersection'(_, [], []) :- !.
'$ord_intersection'([H1|T1], [H2|T2], R) :-
    compare(O, H1, H2),
    (   O = (<) -> '$ord_intersection'(T1, [H2|T2], R)
    ;   O = (=) -> R = [H1|R1], '$ord_intersection'(T1, T2, R1)
    ;   '$ord_intersection'([H1|T1], T2, R)
    ).
ord_intersection([], []).
ord_intersection([S|Ss], I) :- '$ord_intersect_all'(Ss, S, I).
'$ord_intersect_all'([], I, I).
'$ord_intersect_all'([S|Ss], I0, I) :- '$ord_intersection'(I0, S, I1), '$ord_intersect_all'(Ss, I1, I).
ord_intersection(A, B, I, Diff) :- '$ord_intersection'(A, B, I), '$ord_subtract'(B, A, Diff).
ord_intersect(A, B) :- '$member'(X, A), ord_memberchk(X, B), !.
ord_disjoint(A, B) :- \+ ord_intersect(A, B).
ord_symdiff(A, B, D) :- '$ord_subtract'(A, B, D1), '$ord_subtract'(B, A, D2), '$ord_union'(D1, D2, D).
ord_add_element(S, E, S2) :- '$ord_union'(S, [E], S2).
ord_del_element(S, E, S2) :- '$ord_subtract'(S, [E], S2).
ord_selectchk(E, S, R) :- ord_memberchk(E, S), '$ord_subtract'(S, [E], R).
ord_subset(A, B) :- '$ord_subtract'(A, B, []).
ord_seteq(A, B) :- A == B.
