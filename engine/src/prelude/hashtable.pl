% hashtable.pl: library(hashtable) of SWI-Prolog 9, mutable tables changed in
% place with backtrackable setarg/3 (a change is undone on backtracking). A table
% is ht(Count, Tree), Tree a balanced tree of assoc.pl ordered by key, so
% lookups and updates take logarithmic time. Unlike SWI-Prolog's arrays, ht_gen/3
% enumerates in key order; ht_pairs/2 and ht_keys/2 give key order in both.

ht_new(ht(0, t)).

ht_is_hashtable(HT) :-
    nonvar(HT),
    HT = ht(N, T),
    integer(N),
    nonvar(T).

ht_size(HT, N) :- '$ht_tree'(HT, N, _).

ht_get(HT, K, V) :-
    '$ht_tree'(HT, _, T),
    '$ht_key'(K),
    '$assoc_get'(T, K, V).

ht_put(HT, K, V) :-
    '$ht_tree'(HT, N0, T0),
    '$ht_key'(K),
    '$ht_store'(HT, N0, T0, K, V).

ht_put_new(HT, K, V) :-
    '$ht_tree'(HT, N0, T0),
    '$ht_key'(K),
    \+ '$assoc_get'(T0, K, _),
    '$ht_store'(HT, N0, T0, K, V).

% ht_put(!HT, +Key, +New, +Default, -Old): Old is Key's value, Default if
% there was none; Key's value becomes New.
ht_put(HT, K, New, Default, Old) :-
    '$ht_tree'(HT, N0, T0),
    '$ht_key'(K),
    (   '$assoc_get'(T0, K, Old0) -> Old = Old0 ; Old = Default   ),
    '$ht_store'(HT, N0, T0, K, New).

ht_update(HT, K, Old, New) :-
    '$ht_tree'(HT, N0, T0),
    '$ht_key'(K),
    '$assoc_get'(T0, K, Old),
    '$ht_store'(HT, N0, T0, K, New).

ht_del(HT, K, V) :-
    '$ht_tree'(HT, N0, T0),
    '$ht_key'(K),
    '$assoc_del'(T0, K, V, T, _),
    N is N0 - 1,
    setarg(1, HT, N),
    setarg(2, HT, T).

ht_gen(HT, K, V) :-
    '$ht_tree'(HT, _, T),
    '$assoc_pairs'(T, Pairs, []),
    member(K-V, Pairs).

% ht_pairs(?HT, ?Pairs): a new table of Pairs (the last value of a key kept), or
% the pairs of HT.
ht_pairs(HT, Pairs) :-
    var(HT),
    !,
    must_be(list(pair), Pairs),
    ht_new(HT),
    '$ht_put_pairs'(Pairs, HT).
ht_pairs(HT, Pairs) :-
    '$ht_tree'(HT, _, T),
    '$assoc_pairs'(T, Pairs, []).

ht_keys(HT, Keys) :-
    ht_pairs(HT, Pairs),
    pairs_keys(Pairs, Keys).

'$ht_put_pairs'([], _).
'$ht_put_pairs'([K-V|Ps], HT) :-
    ht_put(HT, K, V),
    '$ht_put_pairs'(Ps, HT).

'$ht_store'(HT, N0, T0, K, V) :-
    (   '$assoc_get'(T0, K, _) -> N = N0 ; N is N0 + 1   ),
    '$assoc_put'(T0, K, V, T, _),
    setarg(1, HT, N),
    setarg(2, HT, T).

% The count and tree of a table; a term that is no table fails.
'$ht_tree'(HT, N, T) :-
    (   var(HT) -> throw(error(instantiation_error, _)) ; true   ),
    HT = ht(N, T).

'$ht_key'(K) :-
    (   var(K) -> throw(error(instantiation_error, _)) ; true   ).
