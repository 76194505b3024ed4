% Family: list library predicates.

t(lists_append, (append([1, 2], [3], L), L == [1, 2, 3]), true).
t(lists_append_empty, (append([], [a], L), L == [a]), true).
t(lists_append_split, append(X, Y, [1, 2]), all(X-Y, [[]-[1, 2], [1]-[2], [1, 2]-[]])).
t(lists_append_prefix, (append(X, [3], [1, 2, 3]), X == [1, 2]), true).
t(lists_append_suffix, (append([1], X, [1, 2, 3]), X == [2, 3]), true).
t(lists_append_fail, append(_, [4], [1, 2, 3]), fail).
t(lists_member, member(X, [a, b, c]), all(X, [a, b, c])).
t(lists_member_fail, member(d, [a, b]), fail).
t(lists_member_empty, member(_, []), fail).
t(lists_member_pattern, member(f(X), [f(1), g(2), f(3)]), all(X, [1, 3])).
t(lists_memberchk, memberchk(b, [a, b, c]), true).
t(lists_memberchk_once, memberchk(X, [a, b]), all(X, [a])).
t(lists_memberchk_pattern, (memberchk(X-1, [a-2, b-1, c-1]), X == b), true).
t(lists_memberchk_fail, memberchk(z, [a, b]), fail).
t(lists_length, (length([a, b, c], N), N == 3), true).
t(lists_length_empty, length([], 0), true).
t(lists_length_make, (length(L, 2), L = [A, B], var(A), var(B), A \== B), true).
t(lists_length_partial, (length([a|T], 3), length(T, 2)), true).
t(lists_length_enumerate, (length(_, N), N >= 2, !), all(N, [2])).
t(lists_length_negative, length(_, -1), error(domain_error(not_less_than_zero, -1))).
t(lists_length_not_list, length(a, _), error(type_error(list, a))).
t(lists_length_bad_length, length(_, a), error(type_error(integer, a))).
t(lists_nth0, (nth0(0, [a, b, c], X), X == a), true).
t(lists_nth1, (nth1(1, [a, b, c], X), X == a), true).
t(lists_nth0_last, (nth0(2, [a, b, c], X), X == c), true).
t(lists_nth1_out_of_range, nth1(4, [a, b, c], _), fail).
t(lists_nth0_enumerate, nth0(I, [a, b], X), all(I-X, [0-a, 1-b])).
t(lists_nth1_enumerate, nth1(I, [a, b], X), all(I-X, [1-a, 2-b])).
t(lists_nth0_search, (nth0(I, [a, b, c], c), I == 2), true).
t(lists_reverse, (reverse([1, 2, 3], L), L == [3, 2, 1]), true).
t(lists_reverse_empty, (reverse([], L), L == []), true).
t(lists_msort, (msort([b, a, c, a], L), L == [a, a, b, c]), true).
t(lists_msort_empty, (msort([], L), L == []), true).
t(lists_sort_dedup, (sort([c, a, b, a, c], L), L == [a, b, c]), true).
t(lists_sort4_descending_dups, (sort(0, @>=, [1, 3, 2, 3], L), L == [3, 3, 2, 1]), true).
t(lists_sort4_descending_dedup, (sort(0, @>, [1, 3, 2, 3], L), L == [3, 2, 1]), true).
t(lists_sort4_ascending_dups, (sort(0, @=<, [b, a, b], L), L == [a, b, b]), true).
t(lists_sort4_key_dedup, (sort(1, @<, [f(2, a), f(1, b), f(2, c)], L), L == [f(1, b), f(2, a)]), true).
t(lists_sort4_key_stable, (sort(1, @=<, [f(2, a), f(1, b), f(2, c)], L), L == [f(1, b), f(2, a), f(2, c)]), true).
t(lists_sort4_key_descending, (sort(1, @>=, [f(2, a), f(1, b), f(2, c)], L), L == [f(2, a), f(2, c), f(1, b)]), true).
t(lists_sort4_second_key, (sort(2, @<, [f(1, c), f(2, a), f(3, b)], L), L == [f(2, a), f(3, b), f(1, c)]), true).
t(lists_sort4_bad_order, sort(0, foo, [b, a], _), error(domain_error(order, foo))).
t(lists_keysort, (keysort([b-1, a-2, b-0, a-1], L), L == [a-2, a-1, b-1, b-0]), true).
t(lists_keysort_empty, (keysort([], L), L == []), true).
t(lists_keysort_not_pair, keysort([a], _), error(type_error(pair, a))).
t(lists_keysort_partial, keysort([a-1|_], _), error(instantiation_error)).
t(lists_msort_partial, msort([a|_], _), error(instantiation_error)).
t(lists_sort_not_list, sort(a, _), error(type_error(list, a))).
t(lists_last, (last([1, 2, 3], X), X == 3), true).
t(lists_last_empty, last([], _), fail).
t(lists_sum_list, (sum_list([1, 2, 3], S), S == 6), true).
t(lists_sum_list_float, (sum_list([1, 2.5], S), S == 3.5), true).
t(lists_sum_list_empty, (sum_list([], S), S == 0), true).
t(lists_max_list, (max_list([1, 5, 3], M), M == 5), true).
t(lists_max_list_empty, max_list([], _), fail).
t(lists_numlist, (numlist(1, 5, L), L == [1, 2, 3, 4, 5]), true).
t(lists_numlist_single, (numlist(3, 3, L), L == [3]), true).
t(lists_numlist_empty_range, numlist(3, 1, _), fail).
t(lists_numlist_bad, numlist(a, 1, _), error(type_error(integer, a))).
t(lists_include, (include(integer, [a, 1, b, 2], L), L == [1, 2]), true).
t(lists_exclude, (exclude(integer, [a, 1, b, 2], L), L == [a, b]), true).
t(lists_include_closure, (include(lst_gt(2), [1, 2, 3, 4], L), L == [3, 4]), true).
t(lists_maplist2_true, maplist(integer, [1, 2]), true).
t(lists_maplist2_false, maplist(integer, [1, a]), fail).
t(lists_maplist2_empty, maplist(integer, []), true).
t(lists_maplist2_bind, (length(L, 3), maplist(=(x), L), L == [x, x, x]), true).
t(lists_maplist3, (maplist(succ, [1, 2, 3], L), L == [2, 3, 4]), true).
t(lists_maplist3_backwards, (maplist(succ, L, [2, 3]), L == [1, 2]), true).
t(lists_maplist4, (maplist(plus, [1, 2], [10, 20], L), L == [11, 22]), true).
t(lists_maplist5, (maplist(lst_sum3, [1, 2], [3, 4], [5, 6], L), L == [9, 12]), true).
t(lists_maplist_nondeterministic, maplist(lst_choice, [X, Y]), all(X-Y, [a-a, a-b, b-a, b-b])).
t(lists_foldl4, (foldl(plus, [1, 2, 3], 0, S), S == 6), true).
t(lists_foldl4_cons, (foldl(lst_cons, [a, b, c], [], R), R == [c, b, a]), true).
t(lists_foldl5, (foldl(lst_dot, [1, 2, 3], [4, 5, 6], 0, S), S == 32), true).
t(lists_foldl6, (foldl(lst_dot3, [1, 2], [3, 4], [5, 6], 0, S), S == 63), true).

lst_gt(N, X) :- X > N.

lst_sum3(A, B, C, D) :- D is A + B + C.

lst_choice(a).
lst_choice(b).

lst_cons(X, T, [X|T]).

lst_dot(X, Y, A0, A) :- A is A0 + X * Y.

lst_dot3(X, Y, Z, A0, A) :- A is A0 + X * Y * Z.
