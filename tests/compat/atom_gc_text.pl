% Text builtins making atoms in bulk, with collections in between: the results
% kept in lists, bagof/setof answers, a thrown ball and a b_setval variable are
% intact afterwards; comparison and sorting of made atoms by text still hold.
churn(0) :- !.
churn(N) :- atom_concat(junk_, N, A), atom_length(A, _), N1 is N-1, churn(N1).

word(I, W) :- atomic_list_concat([w, I, x], '_', W).

main :-
    numlist(1, 8, Is),
    maplist(word, Is, Ws),
    atom_codes(Codes, "from_codes"), atom_chars(Chars, [f, r, o, m, '_', c, h]),
    upcase_atom(mixed_Case, Up), atom_number(Num, 3.5),
    format(atom(Fmt), "~w-~a", [fmt, made]),
    b_setval(agc_b, Fmt),
    churn(40000), garbage_collect_atoms,
    print(Ws), nl,
    print([Codes, Chars, Up, Num, Fmt]), nl,
    b_getval(agc_b, B), print(B), nl,
    setof(W, I^(member(I, [3, 1, 2]), word(I, W)), Set), print(Set), nl,
    ( bagof(W-L, (member(W, Ws), atom_length(W, L), L > 4, W @> w_6), Long) -> print(Long) ; write(none) ), nl,
    catch(( word(99, E), churn(20000), garbage_collect_atoms, throw(ball(E)) ), ball(Got), true),
    print(Got), nl,
    reverse(Ws, Rev), msort(Rev, Sorted), ( Sorted == Ws -> write(sorted_back) ; write(order_differs) ), nl,
    word(3, W3), nth1(3, Ws, N3), ( W3 == N3 -> write(same_atom) ; write(other_atom) ), nl,
    compare(Ord, Up, Codes), write(Ord), nl,
    sub_atom(Fmt, Before, _, 0, made), write(Before), nl,
    atom_string(Chars, S), string_concat(S, "!", S2), atom_string(A2, S2), print(A2), nl.
