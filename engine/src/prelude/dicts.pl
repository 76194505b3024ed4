% dicts.pl: SWI-Prolog 9's dict predicates. A dict Tag{K1:V1, ...} is the compound
% C'dict'(Tag, V1, K1, V2, K2, ...) with its keys (atoms or small integers) in
% standard order (engine/src/dict.rs), which the reader builds; the predicates
% here take it apart with arg/3 and build it with =.., raising SWI-Prolog's errors.
% '.'/3 evaluates the functional notation D.key, D.put(New), D.get(K) that
% machine/dict_calls.rs expands clause bodies into.

'$dict_functor'(F) :- functor(_{}, F, _).

is_dict(D) :- '$is_dict'(D).

is_dict(D, Tag) :- '$is_dict'(D), arg(1, D, Tag).

'$is_dict'(D) :-
    compound(D),
    functor(D, F, A),
    '$dict_functor'(F),
    A mod 2 =:= 1.

% dict_pairs(?Dict, ?Tag, ?Pairs): Pairs are Key-Value in key order.
dict_pairs(D, Tag, Pairs) :-
    '$is_dict'(D), !,
    arg(1, D, Tag),
    '$dict_kvs'(D, Pairs).
dict_pairs(D, Tag, Pairs) :-
    (   var(D) -> true ; '$dict_throw'(type_error('dict-data', D), dict_pairs/3) ),
    '$dict_kv_list'(Pairs, pair, dict_pairs/3, KVs),
    '$dict_build'(Tag, KVs, dict_pairs/3, D).

% dict_create(-Dict, ?Tag, +Pairs): Pairs of Key-Value, Key=Value, Key:Value or
% Key(Value).
dict_create(D, Tag, Pairs) :-
    '$dict_data'(Pairs, dict_create/3, D0),
    arg(1, D0, Tag),
    D = D0.

get_dict(K, D, V) :-
    '$dict_must'(D, dict, get_dict/3),
    (   var(K)
    ->  '$dict_kvs'(D, [P|Ps]),
        '$lists_member'(Ps, K-V, P)
    ;   '$dict_key'(K, get_dict/3),
        '$dict_get'(D, K, V)
    ).

% get_dict(+Key, +Dict, ?Value, -NewDict, ?NewValue): NewDict is Dict with
% NewValue for Key (argument order as SWI-Prolog 9 runs it).
get_dict(K, D, V, NewD, NewV) :-
    '$dict_key'(K, get_dict/5),
    '$dict_must'(D, 'dict-data', get_dict/5),
    '$dict_get'(D, K, V),
    '$dict_put'(D, [K-NewV], NewD).

put_dict(New, D, Out) :-
    '$dict_data'(New, put_dict/3, N),
    '$dict_must'(D, 'dict-data', put_dict/3),
    '$dict_kvs'(N, KVs),
    '$dict_put'(D, KVs, Out).

put_dict(K, D, V, Out) :-
    '$dict_key'(K, put_dict/4),
    '$dict_must'(D, 'dict-data', put_dict/4),
    '$dict_put'(D, [K-V], Out).

del_dict(K, D, V, Out) :-
    '$dict_key'(K, del_dict/4),
    '$dict_must'(D, 'dict-data', del_dict/4),
    '$dict_kvs'(D, KVs),
    '$dict_select'(KVs, K, V, Rest),
    arg(1, D, Tag),
    '$dict_from_sorted'(Tag, Rest, Out).

% Select :< From: the tags unify and every key of Select is in From with
% unifying values.
Select :< From :-
    '$dict_data'(Select, (:<)/2, S),
    '$dict_data'(From, (:<)/2, F),
    arg(1, S, Tag), arg(1, F, Tag),
    '$dict_kvs'(S, SKVs), '$dict_kvs'(F, FKVs),
    '$dict_sub'(SKVs, FKVs).

% A >:< B: the tags unify and the values of the keys in both unify.
A >:< B :-
    '$dict_data'(A, (>:<)/2, DA),
    '$dict_data'(B, (>:<)/2, DB),
    arg(1, DA, Tag), arg(1, DB, Tag),
    '$dict_kvs'(DA, AKVs), '$dict_kvs'(DB, BKVs),
    '$dict_join'(AKVs, BKVs).

% '.'(+Dict, +Function, -Value): functional notation on dicts.
% A list of pairs stands for the dict it makes.
'.'(Data, Func, Value) :-
    (   '$is_dict'(Data) -> '$dict_eval'(Func, Data, Value)
    ;   var(Data) -> throw(error(instantiation_error, _))
    ;   is_list(Data) -> '$dict_data'(Data, dict_create/3, D), '$dict_eval'(Func, D, Value)
    ;   throw(error(type_error(dict, Data), _))
    ).

'$dict_eval'(K, D, V) :- var(K), !, get_dict(K, D, V).
'$dict_eval'(K, D, V) :-
    ( atom(K) ; integer(K) ), !,
    (   get_dict(K, D, V0) -> V = V0
    ;   throw(error(existence_error(key, K, D), context(system:'$get_dict_ex'/3, _)))
    ).
'$dict_eval'(get(K), D, V) :- !, get_dict(K, D, V).
'$dict_eval'(get(K, Default), D, V) :- !, ( get_dict(K, D, V0) -> V = V0 ; V = Default ).
'$dict_eval'(put(New), D, V) :- !, put_dict(New, D, V).
'$dict_eval'(put(K, Value), D, V) :- !, put_dict(K, D, Value, V).
'$dict_eval'(F, D, _) :-
    compound(F), !,
    % User-defined dict functions (Tag.f() := Body) are not supported.
    functor(F, Name, Arity),
    Arity2 is Arity + 2,
    arg(1, D, Tag),
    throw(error(existence_error(procedure, Tag:Name/Arity2),
                context('$dicts':eval_dict_function/4, _))).
'$dict_eval'(F, _, _) :-
    throw(error(type_error(callable, F), context('$dicts':eval_dict_function/4, _))).

'$dict_throw'(E, Where) :- throw(error(E, context(system:Where, _))).

% '$dict_must'(D, Type, Where): D is a dict, else an instantiation or
% type_error(Type, D).
'$dict_must'(D, _, _) :- '$is_dict'(D), !.
'$dict_must'(D, _, Where) :- var(D), !, '$dict_throw'(instantiation_error, Where).
'$dict_must'(D, Type, Where) :- '$dict_throw'(type_error(Type, D), Where).

'$dict_key'(K, Where) :- var(K), !, '$dict_throw'(instantiation_error, Where).
'$dict_key'(K, _) :- ( atom(K) ; K == [] ), !.
'$dict_key'(K, _) :-
    integer(K), K >= -9223372036854775808, K =< 9223372036854775807, !.
'$dict_key'(K, Where) :- '$dict_throw'(type_error('dict-key', K), Where).

% '$dict_data'(Data, Where, Dict): a dict, or the dict of a list of pairs.
'$dict_data'(D, _, D) :- '$is_dict'(D), !.
'$dict_data'(L, Where, D) :-
    '$dict_kv_list'(L, any, Where, KVs),
    '$dict_build'(_, KVs, Where, D).

% '$dict_kv_list'(List, Form, Where, KVs): the Key-Value pairs of a list whose
% elements have the form pair (Key-Value) or any (also Key=Value, Key:Value,
% Key(Value)), keys checked.
'$dict_kv_list'(L, _, Where, _) :- var(L), !, '$dict_throw'(instantiation_error, Where).
'$dict_kv_list'(L, Form, Where, KVs) :- is_list(L), !, '$dict_kv_items'(L, Form, Where, KVs).
'$dict_kv_list'(L, _, Where, _) :- L = [_|_], !, '$dict_throw'(type_error(list, L), Where).
'$dict_kv_list'(L, _, Where, _) :- '$dict_throw'(type_error('dict-data', L), Where).

'$dict_kv_items'([], _, _, []).
'$dict_kv_items'([E|Es], Form, Where, [K-V|KVs]) :-
    '$dict_entry'(Form, E, Where, K, V),
    '$dict_key'(K, Where),
    '$dict_kv_items'(Es, Form, Where, KVs).

'$dict_entry'(_, E, Where, _, _) :- var(E), !, '$dict_throw'(instantiation_error, Where).
'$dict_entry'(_, K-V, _, K, V) :- !.
'$dict_entry'(pair, E, Where, _, _) :- '$dict_throw'(type_error(pair, E), Where).
'$dict_entry'(any, K=V, _, K, V) :- !.
'$dict_entry'(any, K:V, _, K, V) :- !.
'$dict_entry'(any, E, _, K, V) :- compound(E), functor(E, K, 1), !, arg(1, E, V).
'$dict_entry'(any, E, Where, _, _) :- '$dict_throw'(type_error('key-value', E), Where).

% '$dict_build'(Tag, KVs, Where, Dict): the dict of checked pairs in any order.
'$dict_build'(Tag, KVs, Where, D) :-
    keysort(KVs, Sorted),
    '$dict_no_duplicates'(Sorted, Where),
    '$dict_from_sorted'(Tag, Sorted, D).

'$dict_no_duplicates'([], _).
'$dict_no_duplicates'([K-_|KVs], Where) :-
    (   KVs = [K2-_|_], K == K2
    ->  '$dict_throw'(duplicate_key(K), Where)
    ;   '$dict_no_duplicates'(KVs, Where)
    ).

'$dict_from_sorted'(Tag, KVs, D) :-
    '$dict_functor'(F),
    '$dict_args'(KVs, Args),
    D =.. [F, Tag|Args].

'$dict_args'([], []).
'$dict_args'([K-V|KVs], [V, K|Args]) :- '$dict_args'(KVs, Args).

% '$dict_kvs'(Dict, KVs): its Key-Value pairs in key order.
'$dict_kvs'(D, KVs) :-
    functor(D, _, A),
    '$dict_kvs'(A, D, [], KVs).

'$dict_kvs'(1, _, KVs, KVs) :- !.
'$dict_kvs'(I, D, Acc, KVs) :-
    arg(I, D, K),
    J is I - 1,
    arg(J, D, V),
    I2 is I - 2,
    '$dict_kvs'(I2, D, [K-V|Acc], KVs).

% '$dict_get'(Dict, Key, Value): binary search over the sorted keys.
'$dict_get'(D, K, V) :-
    '$dict_value_index'(D, K, VI),
    arg(VI, D, V).

% '$dict_value_index'(Dict, Key, I): the argument of Dict holding Key's value.
'$dict_value_index'(D, K, VI) :-
    functor(D, _, A),
    N is A // 2,
    '$dict_search'(1, N, D, K, VI).

'$dict_search'(Lo, Hi, D, K, VI) :-
    Lo =< Hi,
    Mid is (Lo + Hi) // 2,
    KI is 2 * Mid + 1,
    arg(KI, D, K1),
    compare(Order, K, K1),
    (   Order == (=) -> VI is KI - 1
    ;   Order == (<) -> Hi1 is Mid - 1, '$dict_search'(Lo, Hi1, D, K, VI)
    ;   Lo1 is Mid + 1, '$dict_search'(Lo1, Hi, D, K, VI)
    ).

% b_set_dict(+Key, !Dict, +Value), nb_set_dict(+Key, !Dict, +Value): Key's value
% replaced in place, undone on backtracking (b_) or not (nb_), as setarg/3 and
% nb_setarg/3.
b_set_dict(K, D, V) :-
    '$dict_set'(K, D, V, setarg, b_set_dict/3).

nb_set_dict(K, D, V) :-
    '$dict_set'(K, D, V, nb_setarg, nb_set_dict/3).

'$dict_set'(K, D, V, Set, Where) :-
    '$dict_must'(D, dict, Where),
    '$dict_key'(K, Where),
    (   '$dict_value_index'(D, K, VI)
    ->  call(Set, VI, D, V)
    ;   '$dict_throw'(existence_error(key, K, D), Where)
    ).

% '$dict_put'(Dict, KVs, Out): Dict with the sorted pairs KVs added or replacing.
'$dict_put'(D, New, Out) :-
    '$dict_kvs'(D, Old),
    '$dict_merge'(Old, New, KVs),
    arg(1, D, Tag),
    '$dict_from_sorted'(Tag, KVs, Out).

'$dict_merge'([], New, New) :- !.
'$dict_merge'(Old, [], Old) :- !.
'$dict_merge'([K1-V1|Old], [K2-V2|New], KVs) :-
    compare(Order, K1, K2),
    (   Order == (<) -> KVs = [K1-V1|KVs1], '$dict_merge'(Old, [K2-V2|New], KVs1)
    ;   Order == (=) -> KVs = [K2-V2|KVs1], '$dict_merge'(Old, New, KVs1)
    ;   KVs = [K2-V2|KVs1], '$dict_merge'([K1-V1|Old], New, KVs1)
    ).

'$dict_select'([K0-V0|KVs], K, V, Rest) :-
    (   K0 == K -> V = V0, Rest = KVs
    ;   Rest = [K0-V0|Rest1], '$dict_select'(KVs, K, V, Rest1)
    ).

'$dict_sub'([], _).
'$dict_sub'([K-V|Sub], [K2-V2|KVs]) :-
    compare(Order, K, K2),
    (   Order == (=) -> V = V2, '$dict_sub'(Sub, KVs)
    ;   Order == (>) -> '$dict_sub'([K-V|Sub], KVs)
    ).

'$dict_join'([], _) :- !.
'$dict_join'(_, []) :- !.
'$dict_join'([K1-V1|As], [K2-V2|Bs]) :-
    compare(Order, K1, K2),
    (   Order == (=) -> V1 = V2, '$dict_join'(As, Bs)
    ;   Order == (<) -> '$dict_join'(As, [K2-V2|Bs])
    ;   '$dict_join'([K1-V1|As], Bs)
    ).

% select_dict(+Select, +From, -Rest): the tags of Select and From unify, every key
% of Select is in From with a value that unifies; Rest holds From's other pairs.
select_dict(Select, From, Rest) :-
    '$dict_must'(Select, 'dict-data', select_dict/3),
    '$dict_must'(From, 'dict-data', select_dict/3),
    dict_pairs(Select, Tag, SPairs),
    dict_pairs(From, Tag, FPairs),
    '$select_pairs'(SPairs, FPairs, RPairs),
    dict_pairs(Rest, _, RPairs).

% '$select_pairs'(+Select, +From, -Rest): both ordered by key.
'$select_pairs'([], Rest, Rest).
'$select_pairs'([K-V|Ps], [K2-V2|Fs], Rest) :-
    compare(Order, K, K2),
    (   Order == (=)
    ->  V = V2,
        '$select_pairs'(Ps, Fs, Rest)
    ;   Order == (>),
        Rest = [K2-V2|Rest1],
        '$select_pairs'([K-V|Ps], Fs, Rest1)
    ).
