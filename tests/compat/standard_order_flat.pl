% Standard order of compounds whose arguments are all atomic or unbound (the
% pairs sorting compares most), against compounds with compound arguments,
% numbers of every kind, strings, atoms and variables.
main :-
    Terms = [b-2, a-3, a-2, a-2.0, a-1r2, a-"s", a-x, a-[], a-f(1), a-A, f(a, 1),
             f(a), g(1), [1], [1, 2], 1-b, 1.0-b, 100000000000000000000-a, "s"-1,
             k(A, B), k(B, A), k(A, A), p(1, 2, 3), p(1, 2, 2.0), q-q, q-'Q', -(1)],
    msort(Terms, Sorted),
    \+ \+ ( A = 'A', B = 'B', forall(member(T, Sorted), (print(T), nl)) ),
    sort(0, @>=, Terms, Desc),
    length(Desc, N), write(N), nl,
    predsort([O, X, Y]>>compare(O, X, Y), Terms, P), length(P, M), write(M), nl,
    findall(O, (member(X, [a-1, a-1.0, k(1, z), f(x)]), member(Y, [a-1, a-1.0, k(1, z), f(x)]), compare(O, X, Y)), Os),
    write(Os), nl.
