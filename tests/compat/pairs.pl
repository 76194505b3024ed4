% library(pairs).
main :-
    pairs_keys_values(P, [a, b, c], [1, 2, 3]), write(P), nl,
    pairs_keys_values([x-1, y-2], Ks, Vs), write(Ks/Vs), nl,
    pairs_keys([k-v, l-w], K2), pairs_values([k-v, l-w], V2), write(K2/V2), nl,
    map_list_to_pairs(atom_length, [abc, a, ab], LP), write(LP), nl,
    keysort(LP, Sorted), pairs_values(Sorted, ByLength), write(ByLength), nl,
    transpose_pairs([a-2, b-1, c-2], T), write(T), nl.
