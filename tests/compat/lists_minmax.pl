% max_list, min_list, max_member/2,3, min_member/2,3, sum_list, numlist/3,
% max/min of mixed numbers and standard-order members.
e(G) :- catch((G -> writeq(G) ; write(failed)), error(E, _), print(E)), nl.
main :-
    e(max_list([3, 1.5, 7, 2], _)), e(min_list([3, 1.5, 7, 2], _)), e(max_list([], _)), e(min_list([2, 2.0], _)),
    e(max_list([1, 2.0, 2], _)), e(sum_list([1, 2, 3.5], _)), e(sum_list([], _)), e(sumlist([1, 2], _)),
    e(max_member(_, [b, f(a), 3, 2.0])), e(min_member(_, [b, f(a), 3, 2.0])), e(max_member(_, [])),
    e(max_member(@>=, _, [3, 1, 4])), e(min_member(@>=, _, [3, 1, 4])),
    max_member([X, Y]>>(atom_length(X, A), atom_length(Y, B), A =< B), Lm, [bb, a, ccc, dd]), write(Lm), nl,
    e(numlist(1, 5, _)), e(numlist(5, 1, _)), e(numlist(3, 3, _)), e(numlist(a, 3, _)), e(numlist(1, _, _)),
    e(max_list([a, 1], _)), e(sum_list([a], _)),
    e(msort([c, 1, b, 2.0, f(x), a], _)), e(list_to_set([a, 1, a, 1.0, b, 1], _)),
    e(sort(0, @>=, [1, 2.0, 1.0, 2], _)),
    e(max_member(_, [1, 1.0])), e(min_member(_, [1, 1.0])).
