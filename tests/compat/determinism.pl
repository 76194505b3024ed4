% Which goals leave a choice point after their first answer (call_cleanup/2 tells):
% library and text predicates must be as deterministic as SWI-Prolog's, or loops
% that call them keep every iteration's data alive.
same(X, X).
small(X) :- X < 2.

goal(atom_concat(ab, cd, _)).
goal(atom_concat(_, cd, abcd)).
goal(atom_concat(ab, _, abcd)).
goal(sub_atom(abc, 1, 1, _, _)).
goal(char_type(a, alpha)).
goal(code_type(0'a, csym)).
goal(atom_codes(abc, _)).
goal(atom_length(abc, _)).
goal(maplist(atom, [a, b])).
goal(maplist(same, [a, b], _)).
goal(maplist([X, Y, Z]>>(Z = X-Y), [a, b], [1, 2], _)).
goal(include(small, [1, 2, 3], _)).
goal(exclude(small, [1, 2, 3], _)).
goal(partition(small, [1, 2, 3], _, _)).
goal(foldl([X, A0, A]>>(A is A0 + X), [1, 2], 0, _)).
goal(select(b, [a, b], _)).
goal(selectchk(a, [a, b], _)).
goal(pairs_keys_values(_, [a, b], [1, 2])).
goal(pairs_keys_values([a-1, b-2], _, _)).
goal(member(c, [a, b, c])).
goal(memberchk(a, [a, b])).
goal(nth0(1, [a, b, c], _)).
goal(nth1(3, [a, b, c], _)).
goal(last([a, b], _)).
goal(append([a], [b], _)).
goal(length(_, 2)).
goal(reverse([a, b], _)).
goal(msort([b, a], _)).
goal(sum_list([1, 2], _)).
goal(max_list([1, 3, 2], _)).
goal(numlist(1, 3, _)).
goal(between(1, 3, 3)).
goal(findall(X, member(X, [a]), _)).
goal(forall(member(X, [a]), atom(X))).
goal(aggregate_all(count, member(_, [a, b]), _)).
goal(string_concat("ab", "cd", _)).
goal(split_string("a,b", ",", "", _)).
goal(sub_string("abc", 1, 1, _, _)).

main :-
    forall(goal(G),
           ( copy_term(G, G2),
             ( call_cleanup(G2, Det = true) -> ( Det == true -> R = det ; R = nondet ) ; R = failed ),
             functor(G, N, A), write(N/A-R), nl )),
    atom_concat(12, X1, '123'), writeq(X1), nl,
    atom_concat(X2, 3, '123'), writeq(X2), nl.
