% pairs.pl: library(pairs) as in SWI-Prolog (lists of Key-Value pairs).

% Indexed on whichever list is bound, so that no choice point is left.
pairs_keys_values(Pairs, Ks, Vs) :-
    ( nonvar(Pairs) -> '$pairs_kv'(Pairs, Ks, Vs) ; '$pairs_vk'(Ks, Vs, Pairs) ).
'$pairs_kv'([], [], []).
'$pairs_kv'([K-V|T], [K|Ks], [V|Vs]) :- '$pairs_kv'(T, Ks, Vs).
'$pairs_vk'([], [], []).
'$pairs_vk'([K|Ks], [V|Vs], [K-V|T]) :- '$pairs_vk'(Ks, Vs, T).
pairs_keys(Pairs, Ks) :- '$pairs_keys'(Pairs, Ks).
pairs_values(Pairs, Vs) :- '$pairs_values'(Pairs, Vs).
% Library code calls these, so a user's pairs_keys/2 or pairs_values/2 does not change it.
'$pairs_keys'([], []).
'$pairs_keys'([K-_|T], [K|Ks]) :- '$pairs_keys'(T, Ks).
'$pairs_values'([], []).
'$pairs_values'([_-V|T], [V|Vs]) :- '$pairs_values'(T, Vs).
map_list_to_pairs(F, L, Pairs) :- '$pairs_map'(L, F, Pairs).
'$pairs_map'([], _, []).
'$pairs_map'([H|T0], F, [K-H|T]) :- call(F, H, K), '$pairs_map'(T0, F, T).
transpose_pairs(Pairs, Transposed) :- '$pairs_flip'(Pairs, Flipped), keysort(Flipped, Transposed).
'$pairs_flip'([], []).
'$pairs_flip'([K-V|T0], [V-K|T]) :- '$pairs_flip'(T0, T).
