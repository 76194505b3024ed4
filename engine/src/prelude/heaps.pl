% heaps.pl: library(heaps) as in SWI-Prolog: priority queues as pairing heaps.
% `heap(Tree, Size)`; Tree is `nil` or `t(Key, Priority, Subtrees)`. Melding puts
% the tree of strictly smaller priority on top, else the second one, so entries of
% equal priority come out in SWI-Prolog's order.

empty_heap(heap(nil, 0)).
singleton_heap(heap(t(K, P, []), 1), P, K).

add_to_heap(heap(T0, N0), P, K, heap(T, N)) :-
    '$heap_meld'(T0, t(K, P, []), T),
    N is N0+1.

get_from_heap(heap(t(K, P, Subs), N0), P, K, heap(T, N)) :-
    '$heap_pairs'(Subs, T),
    N is N0-1.

min_of_heap(heap(t(K, P, _), _), P, K).
min_of_heap(H, P1, K1, P2, K2) :-
    get_from_heap(H, P1, K1, H1),
    min_of_heap(H1, P2, K2).

heap_size(heap(_, N), N).

heap_to_list(H, L) :- '$heap_drain'(H, L).
'$heap_drain'(heap(nil, _), []) :- !.
'$heap_drain'(H0, [P-K|L]) :- get_from_heap(H0, P, K, H), '$heap_drain'(H, L).

list_to_heap(Pairs, H) :- '$heap_add_all'(Pairs, heap(nil, 0), H).
'$heap_add_all'([], H, H).
'$heap_add_all'([P-K|Ps], H0, H) :- add_to_heap(H0, P, K, H1), '$heap_add_all'(Ps, H1, H).

merge_heaps(heap(T1, N1), heap(T2, N2), heap(T, N)) :-
    '$heap_meld'(T1, T2, T),
    N is N1+N2.

% Removes the first entry, in priority order, that unifies with P-K; the entries
% taken off before it go back.
delete_from_heap(H0, P, K, H) :-
    get_from_heap(H0, P0, K0, H1),
    (   P0-K0 = P-K
    ->  H = H1
    ;   delete_from_heap(H1, P, K, H2),
        add_to_heap(H2, P0, K0, H)
    ).

is_heap(H) :-
    nonvar(H),
    H = heap(T, N),
    integer(N),
    nonvar(T),
    (   T == nil -> N =:= 0
    ;   N > 0, T = t(_, P, Subs), '$heap_ordered'(Subs, P)
    ).
'$heap_ordered'(Subs, _) :- var(Subs), !, fail.
'$heap_ordered'([], _).
'$heap_ordered'([t(_, P, Subs)|Ts], Min) :-
    Min @=< P,
    '$heap_ordered'(Subs, P),
    '$heap_ordered'(Ts, Min).

'$heap_meld'(nil, T, T) :- !.
'$heap_meld'(T, nil, T) :- !.
'$heap_meld'(t(K1, P1, S1), t(K2, P2, S2), T) :-
    (   P1 @< P2
    ->  T = t(K1, P1, [t(K2, P2, S2)|S1])
    ;   T = t(K2, P2, [t(K1, P1, S1)|S2])
    ).
% Two-pass pairing: meld the subtrees in pairs from the left, then the pairs
% together from the right.
'$heap_pairs'([], nil).
'$heap_pairs'([T], T) :- !.
'$heap_pairs'([T1, T2|Ts], T) :-
    '$heap_meld'(T1, T2, T12),
    '$heap_pairs'(Ts, Rest),
    '$heap_meld'(T12, Rest, T).
