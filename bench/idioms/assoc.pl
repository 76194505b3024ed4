% A loop over everyday SWI-Prolog idioms (issue 15: code of others): bench/idioms.sh.
go :-
    numlist(1, 100000, L),
    findall(K-K, member(K, L), Ps),
    list_to_assoc(Ps, A),
    aggregate_all(count, (member(K, L), get_assoc(K, A, _)), C),
    foldl([K, A0, A1]>>put_assoc(K, A0, x, A1), [5, 50, 500, 100001], A, B),
    assoc_to_keys(B, Ks), length(Ks, N),
    write(C-N), nl.
