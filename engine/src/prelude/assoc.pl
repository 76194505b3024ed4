% assoc.pl: library(assoc) as in SWI-Prolog: AVL trees keyed in standard order.
% `t` is the empty tree; `t(K, V, Balance, L, R)` a node, Balance being `<`, `-` or
% `>` as the left subtree is taller than, as tall as, or shorter than the right one
% (SWI-Prolog's terms, so that assocs print and compare as there).

empty_assoc(t).

% The walk is a builtin, as SWI-Prolog's is in C (builtins/btree.rs).
get_assoc(K, A, V) :- '$btree_get'(K, A, V).
% The lookup of library(rbtrees) and library(ugraphs), whose trees are assocs.
'$assoc_get'(A, K, V) :- '$btree_get'(K, A, V).

'$assoc_check'(A) :- var(A), !, throw(error(instantiation_error, _)).
'$assoc_check'(t) :- !.
'$assoc_check'(t(_, _, _, _, _)) :- !.
'$assoc_check'(A) :- throw(error(type_error(assoc, A), _)).
% Where SWI-Prolog's rules match only a tree (an unbound one included): the error
% names the rule's call, assoc:Culprit.
'$assoc_rule'(A, _) :- nonvar(A), ( A = t ; A = t(_, _, _, _, _) ), !.
'$assoc_rule'(_, Culprit) :-
    functor(Culprit, Name, Arity),
    throw(error(existence_error(matching_rule, assoc:Culprit), context(assoc:Name/Arity, _))).

put_assoc(K, A0, V, A) :- '$assoc_put_check'(A0, K, V), '$assoc_put'(A0, K, V, A, _).

% SWI-Prolog's put_assoc/4 inserts with single sided unification: any tree but `t`
% and `t/5` raises its missing-rule error.
'$assoc_put_check'(A, _, _) :- nonvar(A), ( A == t ; A = t(_, _, _, _, _) ), !.
'$assoc_put_check'(A, K, V) :-
    throw(error(existence_error(matching_rule, assoc:insert(A, K, V, _, _)), _)).
'$assoc_put'(t, K, V, t(K, V, -, t, t), yes).
'$assoc_put'(t(K0, V0, B, L, R), K, V, A, Grown) :-
    compare(O, K, K0),
    '$assoc_put_'(O, K0, V0, B, L, R, K, V, A, Grown).
'$assoc_put_'(=, K0, _, B, L, R, _, V, t(K0, V, B, L, R), no).
'$assoc_put_'(<, K0, V0, B, L, R, K, V, A, Grown) :-
    '$assoc_put'(L, K, V, L1, LG),
    ( LG == yes -> '$assoc_left_grown'(B, K0, V0, L1, R, A, Grown) ; A = t(K0, V0, B, L1, R), Grown = no ).
'$assoc_put_'(>, K0, V0, B, L, R, K, V, A, Grown) :-
    '$assoc_put'(R, K, V, R1, RG),
    ( RG == yes -> '$assoc_right_grown'(B, K0, V0, L, R1, A, Grown) ; A = t(K0, V0, B, L, R1), Grown = no ).

'$assoc_left_grown'(>, K, V, L, R, t(K, V, -, L, R), no).
'$assoc_left_grown'(-, K, V, L, R, t(K, V, <, L, R), yes).
'$assoc_left_grown'(<, K, V, L, R, A, no) :- '$assoc_rot_right'(K, V, L, R, A, _).
'$assoc_right_grown'(<, K, V, L, R, t(K, V, -, L, R), no).
'$assoc_right_grown'(-, K, V, L, R, t(K, V, >, L, R), yes).
'$assoc_right_grown'(>, K, V, L, R, A, no) :- '$assoc_rot_left'(K, V, L, R, A, _).

% The left subtree is two taller than the right one: rotate. Shrunk says whether the
% result is one lower than the unbalanced tree was.
'$assoc_rot_right'(K, V, t(K1, V1, B1, LL, LR), R, A, Shrunk) :-
    '$assoc_rot_right_'(B1, K, V, K1, V1, LL, LR, R, A, Shrunk).
'$assoc_rot_right_'(<, K, V, K1, V1, LL, LR, R, t(K1, V1, -, LL, t(K, V, -, LR, R)), yes).
'$assoc_rot_right_'(-, K, V, K1, V1, LL, LR, R, t(K1, V1, >, LL, t(K, V, <, LR, R)), no).
'$assoc_rot_right_'(>, K, V, K1, V1, LL, t(K2, V2, B2, L2, R2), R,
                    t(K2, V2, -, t(K1, V1, BL, LL, L2), t(K, V, BR, R2, R)), yes) :-
    '$assoc_double'(B2, BL, BR).
'$assoc_rot_left'(K, V, L, t(K1, V1, B1, RL, RR), A, Shrunk) :-
    '$assoc_rot_left_'(B1, K, V, K1, V1, L, RL, RR, A, Shrunk).
'$assoc_rot_left_'(>, K, V, K1, V1, L, RL, RR, t(K1, V1, -, t(K, V, -, L, RL), RR), yes).
'$assoc_rot_left_'(-, K, V, K1, V1, L, RL, RR, t(K1, V1, <, t(K, V, >, L, RL), RR), no).
'$assoc_rot_left_'(<, K, V, K1, V1, L, t(K2, V2, B2, L2, R2), RR,
                   t(K2, V2, -, t(K, V, BL, L, L2), t(K1, V1, BR, R2, RR)), yes) :-
    '$assoc_double'(B2, BL, BR).
% Balances of the two new children after a double rotation around a node of balance B2.
'$assoc_double'(>, <, -).
'$assoc_double'(-, -, -).
'$assoc_double'(<, -, >).

'$assoc_left_shrunk'(<, K, V, L, R, t(K, V, -, L, R), yes).
'$assoc_left_shrunk'(-, K, V, L, R, t(K, V, >, L, R), no).
'$assoc_left_shrunk'(>, K, V, L, R, A, Shrunk) :- '$assoc_rot_left'(K, V, L, R, A, Shrunk).
'$assoc_right_shrunk'(>, K, V, L, R, t(K, V, -, L, R), yes).
'$assoc_right_shrunk'(-, K, V, L, R, t(K, V, <, L, R), no).
'$assoc_right_shrunk'(<, K, V, L, R, A, Shrunk) :- '$assoc_rot_right'(K, V, L, R, A, Shrunk).

del_assoc(K, A0, V, A) :- '$assoc_rule'(A0, delete(A0, K, V, A, _)), '$assoc_del'(A0, K, V, A, _).
'$assoc_del'(t(K0, V0, B, L, R), K, V, A, Shrunk) :-
    compare(O, K, K0),
    '$assoc_del_'(O, K0, V0, B, L, R, K, V, A, Shrunk).
'$assoc_del_'(=, _, V, B, L, R, _, V, A, Shrunk) :-
    (   L == t -> A = R, Shrunk = yes
    ;   R == t -> A = L, Shrunk = yes
    ;   % The predecessor takes the deleted node's place, as in SWI-Prolog.
        '$assoc_del_max'(L, Km, Vm, L1, LS),
        ( LS == yes -> '$assoc_left_shrunk'(B, Km, Vm, L1, R, A, Shrunk) ; A = t(Km, Vm, B, L1, R), Shrunk = no )
    ).
'$assoc_del_'(<, K0, V0, B, L, R, K, V, A, Shrunk) :-
    '$assoc_del'(L, K, V, L1, LS),
    ( LS == yes -> '$assoc_left_shrunk'(B, K0, V0, L1, R, A, Shrunk) ; A = t(K0, V0, B, L1, R), Shrunk = no ).
'$assoc_del_'(>, K0, V0, B, L, R, K, V, A, Shrunk) :-
    '$assoc_del'(R, K, V, R1, RS),
    ( RS == yes -> '$assoc_right_shrunk'(B, K0, V0, L, R1, A, Shrunk) ; A = t(K0, V0, B, L, R1), Shrunk = no ).
'$assoc_del_min'(t(K, V, B, L, R), Km, Vm, A, Shrunk) :-
    (   L == t -> Km = K, Vm = V, A = R, Shrunk = yes
    ;   '$assoc_del_min'(L, Km, Vm, L1, LS),
        ( LS == yes -> '$assoc_left_shrunk'(B, K, V, L1, R, A, Shrunk) ; A = t(K, V, B, L1, R), Shrunk = no )
    ).
'$assoc_del_max'(t(K, V, B, L, R), Km, Vm, A, Shrunk) :-
    (   R == t -> Km = K, Vm = V, A = L, Shrunk = yes
    ;   '$assoc_del_max'(R, Km, Vm, R1, RS),
        ( RS == yes -> '$assoc_right_shrunk'(B, K, V, L, R1, A, Shrunk) ; A = t(K, V, B, L, R1), Shrunk = no )
    ).
% A term that is no tree fails, as in SWI-Prolog (an unbound one is an error here,
% where SWI-Prolog makes a tree of it).
del_min_assoc(A0, K, V, A) :- '$assoc_bound'(A0), '$assoc_del_min'(A0, K, V, A, _).
del_max_assoc(A0, K, V, A) :- '$assoc_bound'(A0), '$assoc_del_max'(A0, K, V, A, _).
'$assoc_bound'(A) :- ( var(A) -> throw(error(instantiation_error, _)) ; true ).

list_to_assoc(L, A) :-
    keysort(L, S),
    ( '$assoc_unique_keys'(S) -> true ; throw(error(domain_error(unique_key_pairs, L), _)) ),
    length(S, N),
    '$assoc_build'(N, S, [], A, _).
ord_list_to_assoc(L, A) :-
    ( '$assoc_strictly_ordered'(L) -> true ; throw(error(domain_error(unique_key_pairs, L), _)) ),
    length(L, N),
    '$assoc_build'(N, L, [], A, _).
% '$assoc_build'(N, Pairs, Rest, Assoc, Height): the first N sorted pairs as a tree
% in linear time, shaped as SWI-Prolog shapes it (the left subtree takes the larger
% half).
'$assoc_build'(0, L, L, t, 0) :- !.
'$assoc_build'(N, L0, L, t(K, V, B, Left, Right), H) :-
    NR is (N - 1) // 2,
    NL is N - 1 - NR,
    '$assoc_build'(NL, L0, [K-V|L1], Left, HL),
    '$assoc_build'(NR, L1, L, Right, HR),
    H is HL + 1,
    ( HL > HR -> B = (<) ; B = (-) ).
'$assoc_unique_keys'([]).
'$assoc_unique_keys'([_]) :- !.
'$assoc_unique_keys'([K1-_, K2-V|T]) :- K1 \== K2, '$assoc_unique_keys'([K2-V|T]).
'$assoc_strictly_ordered'([]).
'$assoc_strictly_ordered'([_-_]) :- !.
'$assoc_strictly_ordered'([K1-_, K2-V|T]) :- K1 @< K2, '$assoc_strictly_ordered'([K2-V|T]).

assoc_to_list(A, L) :- '$assoc_bound'(A), '$assoc_pairs'(A, L, []).
'$assoc_pairs'(t, L, L).
'$assoc_pairs'(t(K, V, _, Le, R), L, T) :- '$assoc_pairs'(Le, L, [K-V|M]), '$assoc_pairs'(R, M, T).
assoc_to_keys(A, Ks) :- assoc_to_list(A, L), '$pairs_keys'(L, Ks).
assoc_to_values(A, Vs) :- assoc_to_list(A, L), '$pairs_values'(L, Vs).
is_assoc(A) :- nonvar(A), '$assoc_valid'(A, _, _, _), !.
'$assoc_valid'(t, none, none, 0).
'$assoc_valid'(t(K, _, B, L, R), Min, Max, H) :-
    '$assoc_valid'(L, Min0, Max0, HL), '$assoc_valid'(R, Min1, Max1, HR),
    ( Max0 == none -> Min = K ; Max0 @< K, Min = Min0 ),
    ( Min1 == none -> Max = K ; K @< Min1, Max = Max1 ),
    compare(B0, HR, HL), '$assoc_balance_of'(B0, B),
    H is max(HL, HR) + 1, abs(HL - HR) =< 1.
'$assoc_balance_of'(<, <).
'$assoc_balance_of'(=, -).
'$assoc_balance_of'(>, >).

max_assoc(A, K, V) :- '$assoc_rule'(A, max_assoc(A, K, V)), '$assoc_max'(A, K, V).
'$assoc_max'(t(K0, V0, _, _, R), K, V) :- ( R == t -> K = K0, V = V0 ; '$assoc_max'(R, K, V) ).
min_assoc(A, K, V) :- '$assoc_rule'(A, min_assoc(A, K, V)), '$assoc_min'(A, K, V).
'$assoc_min'(t(K0, V0, _, L, _), K, V) :- ( L == t -> K = K0, V = V0 ; '$assoc_min'(L, K, V) ).

map_assoc(P, A) :- '$assoc_check'(A), '$assoc_map'(A, P).
'$assoc_map'(t, _).
'$assoc_map'(t(_, V, _, L, R), P) :- '$assoc_map'(L, P), call(P, V), '$assoc_map'(R, P).
map_assoc(P, A0, A) :- '$assoc_check'(A0), '$assoc_map'(A0, P, A).
'$assoc_map'(t, _, t).
'$assoc_map'(t(K, V, B, L0, R0), P, t(K, W, B, L, R)) :-
    '$assoc_map'(L0, P, L), call(P, V, W), '$assoc_map'(R0, P, R).
