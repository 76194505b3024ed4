% random.pl: library(random) as in SWI-Prolog, on the machine's generator (the
% evaluable random/1 and random_float); set_random(seed(S)) reseeds it. The
% numbers differ from SWI-Prolog's; the properties (ranges, permutations) do not.

random(R) :- R is random_float.
random(L, U, R) :- integer(L), integer(U), !, R is L + random(U - L).
random(L, U, R) :- number(L), number(U), !, R is L + (U - L) * random_float.
random(L, U, _) :- must_be(number, L), must_be(number, U).
random_between(L, U, R) :- integer(L), integer(U), !, U >= L, R is L + random(U + 1 - L).
random_between(L, U, _) :- must_be(integer, L), must_be(integer, U).
random_member(X, List) :-
    must_be(list, List),
    length(List, N), N > 0,
    I is random(N), nth0(I, List, X).
random_select(X, List, Rest) :-
    (   '$skip_list'(N, List, T), T == [] -> true
    ;   '$skip_list'(N0, Rest, T), T == [] -> N is N0 + 1
    ), !,
    N > 0, I is random(N), nth0(I, List, X, Rest).
random_select(_, _, _) :- throw(error(instantiation_error, _)).
random_subseq([], [], []).
random_subseq([H|T], Sub, Comp) :-
    (   random_float < 0.5 -> Sub = [H|Sub1], Comp = Comp1 ; Sub = Sub1, Comp = [H|Comp1] ),
    random_subseq(T, Sub1, Comp1).
random_permutation(L1, L2) :- is_list(L1), !, '$random_perm'(L1, L2).
random_permutation(L1, L2) :- is_list(L2), !, '$random_perm'(L2, L1).
random_permutation(_, _) :- throw(error(instantiation_error, _)).
'$random_perm'(L, P) :- '$random_keys'(L, Keyed), keysort(Keyed, Sorted), pairs_values(Sorted, P).
'$random_keys'([], []).
'$random_keys'([H|T], [K-H|KT]) :- K is random_float, '$random_keys'(T, KT).
random_perm2(A, B, X, Y) :- ( random_float < 0.5 -> X = A, Y = B ; X = B, Y = A ).
randset(K, N, S) :-
    must_be(nonneg, K), K =< N,
    numlist(1, N, All), '$random_perm'(All, P), length(S0, K), append(S0, _, P), sort(S0, S).
randseq(K, N, S) :-
    must_be(nonneg, K), K =< N,
    numlist(1, N, All), '$random_perm'(All, P), length(S, K), append(S, _, P).
random_numlist(P, L, U, List) :- numlist(L, U, All), include('$random_maybe'(P), All, List).
'$random_maybe'(P, _) :- maybe(P).
maybe :- random(2) =:= 0.
maybe(P) :- must_be(between(0.0, 1.0), P), random_float < P.
maybe(K, N) :- integer(K), integer(N), K >= 0, N > 0, !, random(N) < K.
maybe(K, N) :- must_be(nonneg, K), must_be(positive_integer, N).
set_random(seed(S)) :- !, '$random_seed'(S).
set_random(Opt) :- throw(error(type_error(random_option, Opt), context(set_random/1, _))).
