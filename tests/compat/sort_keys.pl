% sort/4 on keys with every order, sort/2, msort/2, keysort/2 stability, predsort/3.
by_len(O, A, B) :- atom_length(A, LA), atom_length(B, LB), compare(O1, LA, LB), ( O1 == (=) -> compare(O, A, B) ; O = O1 ).
main :-
    L = [f(2, b), f(1, a), f(3, c), f(1, z), f(2, b)],
    forall(member(Ord, [@<, @>, @=<, @>=]), ( sort(1, Ord, L, S), write(Ord:S), nl )),
    forall(member(Ord, [@<, @>, @=<, @>=]), ( sort(0, Ord, L, S), write(Ord:S), nl )),
    sort(2, @>=, L, S2), write(S2), nl,
    sort([c, 1, b, 2.0, "x", f(a), Z, g(a, b), 1.0, a], S3), length(S3, N3), write(N3), nl,
    msort([b, a, c, a], M), write(M), nl,
    keysort([b-1, a-2, b-0, a-1], K), write(K), nl,
    predsort(by_len, [abc, a, bb, aa, a], P), write(P), nl,
    sort(0, @>=, [1, 1.0, 2], S4), write(S4), nl,
    sort(0, @=<, [1, 1.0, 2], S5), write(S5), nl,
    catch(sort(3, @<, L, _), error(E1, _), (print(E1), nl)),
    catch(sort(1, foo, L, _), error(E2, _), (print(E2), nl)),
    catch(sort(0, @<, [a|_], _), error(E3, _), (print(E3), nl)),
    catch(sort(-1, @<, [], _), error(E4, _), (print(E4), nl)),
    catch(sort(2, @<, [[a]], _), error(E6, _), (print(E6), nl)),
    catch(keysort([a], _), error(E5, _), (print(E5), nl)),
    ignore(Z = 0).
