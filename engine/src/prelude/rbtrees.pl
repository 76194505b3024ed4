% rbtrees.pl: library(rbtrees)'s interface as in SWI-Prolog, over the balanced
% trees of assoc.pl: `rb(A)` wraps an AVL tree `A`. Every operation keeps SWI's
% cost (logarithmic lookups and updates, linear traversals); the term a tree is
% made of differs from SWI's red-black nodes, which programs do not inspect.
% Unlike SWI, a tree holds one value per key: duplicate keys given to
% list_to_rbtree/2 keep the last value. A tree argument that is not a tree (or
% is unbound) raises SWI's error of no matching rule, naming the call.

rb_new(rb(t)).
rb_empty(rb(t)).

rb_lookup(K, V, T) :- '$rb_avl'(T, A, rb_lookup(K, V, T)), '$assoc_get'(A, K, V).

rb_insert(T0, K, V, T) :-
    '$rb_avl'(T0, A0, rb_insert(T0, K, V, T)),
    '$assoc_put'(A0, K, V, A, _),
    T = rb(A).
rb_insert_new(T0, K, V, T) :-
    '$rb_avl'(T0, A0, rb_insert_new(T0, K, V, T)),
    \+ '$assoc_get'(A0, K, _),
    '$assoc_put'(A0, K, V, A, _),
    T = rb(A).

rb_update(T0, K, V, T) :-
    '$rb_avl'(T0, A0, rb_update(T0, K, V, T)),
    '$rb_update'(A0, K, _, V, T).
rb_update(T0, K, V0, V, T) :-
    '$rb_avl'(T0, A0, rb_update(T0, K, V0, V, T)),
    '$rb_update'(A0, K, V0, V, T).
'$rb_update'(A0, K, V0, V, rb(A)) :-
    '$assoc_get'(A0, K, V0),
    '$assoc_put'(A0, K, V, A, _).
rb_apply(T0, K, G, T) :-
    '$rb_avl'(T0, A0, rb_apply(T0, K, G, T)),
    '$assoc_get'(A0, K, V0),
    call(G, V0, V),
    '$assoc_put'(A0, K, V, A, _),
    T = rb(A).

% rb_partial_map(+Tree, +Keys, :G, -NewTree): G applied to the values of Keys, a
% list in strictly ascending order of keys all in Tree (else it fails).
rb_partial_map(T0, Keys, G, T) :-
    '$rb_avl'(T0, A0, rb_partial_map(T0, Keys, G, T)),
    '$rb_partial_map'(Keys, none, G, A0, A),
    T = rb(A).
'$rb_partial_map'([], _, _, A, A).
'$rb_partial_map'([K|Ks], Prev, G, A0, A) :-
    (   Prev = after(P) -> P @< K ; true   ),
    '$assoc_get'(A0, K, V0),
    call(G, V0, V),
    '$assoc_put'(A0, K, V, A1, _),
    '$rb_partial_map'(Ks, after(K), G, A1, A).

rb_delete(T0, K, T) :-
    '$rb_avl'(T0, A0, rb_delete(T0, K, T)),
    '$assoc_del'(A0, K, _, A, _),
    T = rb(A).
rb_delete(T0, K, V, T) :-
    '$rb_avl'(T0, A0, rb_delete(T0, K, V, T)),
    '$assoc_del'(A0, K, V, A, _),
    T = rb(A).
rb_del_min(T0, K, V, T) :-
    '$rb_avl'(T0, A0, rb_del_min(T0, K, V, T)),
    A0 \== t,
    '$assoc_del_min'(A0, K, V, A, _),
    T = rb(A).
rb_del_max(T0, K, V, T) :-
    '$rb_avl'(T0, A0, rb_del_max(T0, K, V, T)),
    A0 \== t,
    '$assoc_del_max'(A0, K, V, A, _),
    T = rb(A).

rb_min(T, K, V) :- '$rb_avl'(T, A, rb_min(T, K, V)), A \== t, '$assoc_min'(A, K, V).
rb_max(T, K, V) :- '$rb_avl'(T, A, rb_max(T, K, V)), A \== t, '$assoc_max'(A, K, V).

% The entry with the least key above (below) K; K must be in the tree.
rb_next(T, K, Kn, Vn) :-
    '$rb_avl'(T, A, rb_next(T, K, Kn, Vn)),
    '$assoc_get'(A, K, _),
    '$rb_after'(A, K, none, Kn-Vn).
rb_previous(T, K, Kp, Vp) :-
    '$rb_avl'(T, A, rb_previous(T, K, Kp, Vp)),
    '$assoc_get'(A, K, _),
    '$rb_before'(A, K, none, Kp-Vp).
'$rb_after'(t, _, Best, Best) :- Best \== none.
'$rb_after'(t(K0, V0, _, L, R), K, Best0, Best) :-
    (   K @< K0
    ->  '$rb_after'(L, K, K0-V0, Best)
    ;   '$rb_after'(R, K, Best0, Best)
    ).
'$rb_before'(t, _, Best, Best) :- Best \== none.
'$rb_before'(t(K0, V0, _, L, R), K, Best0, Best) :-
    (   K0 @< K
    ->  '$rb_before'(R, K, K0-V0, Best)
    ;   '$rb_before'(L, K, Best0, Best)
    ).

% Enumerates the entries in key order; a bound key is looked up.
rb_in(K, V, T) :-
    '$rb_avl'(T, A, rb_in(K, V, T)),
    (   var(K)
    ->  '$assoc_pairs'(A, [P|Ps], []),
        '$lists_member'(Ps, K-V, P)
    ;   '$assoc_get'(A, K, V)
    ).

rb_visit(T, Pairs) :- '$rb_avl'(T, A, rb_visit(T, Pairs)), '$assoc_pairs'(A, Pairs, []).
rb_keys(T, Keys) :-
    '$rb_avl'(T, A, rb_keys(T, Keys)),
    '$assoc_pairs'(A, Pairs, []),
    '$pairs_keys'(Pairs, Keys).
rb_size(T, N) :-
    '$rb_avl'(T, A, rb_size(T, N)),
    '$assoc_pairs'(A, Pairs, []),
    length(Pairs, N).

rb_map(T, G) :- '$rb_avl'(T, A, rb_map(T, G)), '$assoc_map'(A, G).
rb_map(T0, G, T) :-
    '$rb_avl'(T0, A0, rb_map(T0, G, T)),
    '$assoc_map'(A0, G, A),
    T = rb(A).
rb_fold(G, T, S0, S) :-
    '$rb_avl'(T, A, rb_fold(G, T, S0, S)),
    '$assoc_pairs'(A, Pairs, []),
    '$rb_fold'(Pairs, G, S0, S).
'$rb_fold'([], _, S, S).
'$rb_fold'([P|Ps], G, S0, S) :- call(G, P, S0, S1), '$rb_fold'(Ps, G, S1, S).

% A tree with T0's keys and fresh variables as values, and its Key-Var pairs.
rb_clone(T0, T, Pairs) :-
    '$rb_avl'(T0, A0, rb_clone(T0, T, Pairs)),
    '$rb_clone'(A0, A),
    '$assoc_pairs'(A, Pairs, []),
    T = rb(A).
'$rb_clone'(t, t).
'$rb_clone'(t(K, _, B, L0, R0), t(K, _, B, L, R)) :- '$rb_clone'(L0, L), '$rb_clone'(R0, R).

list_to_rbtree(Pairs, T) :- msort(Pairs, Sorted), '$rb_from_pairs'(Sorted, T).
ord_list_to_rbtree(Pairs, T) :- must_be(list, Pairs), '$rb_from_pairs'(Pairs, T).
'$rb_from_pairs'(Pairs, rb(A)) :- '$rb_put_all'(Pairs, t, A).
'$rb_put_all'([], A, A).
'$rb_put_all'([K-V|Ps], A0, A) :- '$assoc_put'(A0, K, V, A1, _), '$rb_put_all'(Ps, A1, A).

is_rbtree(T) :- nonvar(T), T = rb(A), nonvar(A), '$assoc_valid'(A, _, _, _), !.

% The AVL tree inside T, the tree argument of the call Head; as SWI-Prolog's
% rules match only a tree there, anything else (unbound included) raises
% existence_error(matching_rule, rbtrees:Head).
'$rb_avl'(T, A, Head) :-
    (   nonvar(T), T = rb(A0)
    ->  A = A0
    ;   functor(Head, Name, Arity),
        throw(error(existence_error(matching_rule, rbtrees:Head),
                    context(rbtrees:Name/Arity, _)))
    ).
