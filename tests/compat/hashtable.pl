% library(hashtable): tables changed in place (undone on backtracking), their
% lookups, updates, deletions and errors. ht_gen/3's order is SWI's hash order,
% key order in costlog: its solutions are sorted here.
:- use_module(library(hashtable)).
t(G) :- catch((findall(G, G, L), print(L)), error(E, _), print(error(E))), nl.
t(X, G) :- catch((findall(X, G, L), print(L)), error(E, _), print(error(E))), nl.
main :- ht_new(H), ht_put(H, c, 1), ht_put(H, a, 2), ht_put(H, b, 3), ht_put(H, 10, x), ht_put(H, f(x), y), ht_put(H, "s", z),
  t(P, ht_pairs(H, P)), t(K, ht_keys(H, K)), t(S, ht_size(H, S)), t(x, ht_put(H, a, 9)), t(V, ht_get(H, a, V)), t(x, ht_put_new(H, a, 1)),
  t(Ps, (findall(K-V, ht_gen(H, K, V), Ps0), msort(Ps0, Ps))), t(x, ht_get(H, _, _)), t(x, ht_put(H, _, 1)), t(S2, (ht_put(H, f(_), 1), ht_size(H, S2))), t(x, ht_del(H, zz, _)), t(x, ht_update(H, zz, _, 1)),
  t(ht_new(foo)), t(ht_is_hashtable(foo)), t(ht_is_hashtable(_)), t(ht_get(foo, a, _)), t(x, ht_get(_, a, _)),
  t(P1, (ht_pairs(H1, [a-1, a-2]), ht_pairs(H1, P1))), t(x, ht_pairs(_, foo)), t(P2, (ht_pairs(H2, [z-1, y-2]), ht_pairs(H2, P2))),
  t(S3, (ht_new(H3), (ht_put(H3, a, 1), fail ; true), ht_size(H3, S3))),
  t(L, (ht_new(H4), ht_put(H4, 1, [a|O0], [], O0), ht_put(H4, 1, [b|O1], [], O1), ht_get(H4, 1, L))),
  t(Old-P5, (ht_pairs(H5, [1-2,3-4]), ht_update(H5, 1, Old, b), ht_pairs(H5, P5))),
  t(V6-P6-S6, (ht_pairs(H6, [1-2,3-4]), ht_del(H6, 1, V6), ht_pairs(H6, P6), ht_size(H6, S6))),
  t(x, ht_is_hashtable(H6)), t(x, ht_put_new(H6, 5, 5)), t(K7, ht_keys(H6, K7)).
