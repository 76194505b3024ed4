% A loop over everyday SWI-Prolog idioms (issue 15: code of others): bench/idioms.sh.
:- dynamic fact/2.
go :- forall(between(1, 100000, I), (K is (I * 7919) mod 100003, assertz(fact(K, I)))), findall(K-V, fact(K, V), Ps), msort(Ps, S), length(S, N), sort(0, @>=, Ps, D), D = [F|_], nb_setval(cnt, 0), forall(fact(_, _), (nb_getval(cnt, C0), C1 is C0+1, nb_setval(cnt, C1))), nb_getval(cnt, C), retractall(fact(_, _)), write(N-F-C), nl.
