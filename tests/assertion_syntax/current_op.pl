% Every operator, sorted: the listing must be SWI-Prolog's.
main :-
    findall(P-T-N, current_op(P, T, N), L0),
    msort(L0, L),
    forall(member(X, L), (writeq(X), nl)).
