% records.pl: clause references and the recorded database (SWI-Prolog).
% A reference is '$cref'(Pred, Slot, Born), as assert/2 and clause/3 give it
% (builtins/clauseref.rs). A record is a clause of the dynamic '$record'/2 under
% its key (an atom, an integer, or a compound's name and arity), so erase/1
% removes clauses and records alike.

clause(MH, B, Ref) :-
    (   var(Ref)
    ->  ( var(B) -> true ; callable(B) -> true ; throw(error(type_error(callable, B), context(clause/3, _))) ),
        strip_module(MH, M, H),
        '$clause'(M:H, B, Ref, clause)
    ;   '$cref_head'(Ref, M:H0)
    ->  '$clause'(M:H0, B0, Ref, clause),
        strip_module(MH, _, H),
        H = H0,
        B = B0
    ;   '$is_cref'(Ref, clause/3),
        fail
    ).

erase(Ref) :-
    '$is_cref'(Ref, erase/1),
    '$erase'(Ref).

% '$is_cref'(+Ref, +PI): Ref has the shape of a reference (one of an erased
% clause included), else SWI-Prolog's error.
'$is_cref'(Ref, PI) :-
    (   var(Ref) -> throw(error(instantiation_error, context(PI, _)))
    ;   Ref = '$cref'(_, _, _) -> true
    ;   throw(error(type_error(db_reference, Ref), context(PI, _)))
    ).

recorda(Key, Value) :- recorda(Key, Value, _).
recorda(Key, Value, Ref) :-
    '$record_key'(Key, K, recorda/3),
    '$record_db',
    asserta('$record'(K, Value), Ref).
recordz(Key, Value) :- recordz(Key, Value, _).
recordz(Key, Value, Ref) :-
    '$record_key'(Key, K, recordz/3),
    '$record_db',
    assertz('$record'(K, Value), Ref).
recorded(Key, Value) :- recorded(Key, Value, _).
recorded(Key, Value, Ref) :-
    (   var(Key) -> true ; '$record_key'(Key, K, recorded/3) ),
    '$record_db',
    clause('$record'(K, Value), true, Ref),
    Key = K.

'$record_db' :- '$declare_dynamic'('$record'/2).

% '$record_key'(+Key, -K, +PI): the key records are kept under.
'$record_key'(Key, _, PI) :- var(Key), !, throw(error(instantiation_error, context(PI, _))).
'$record_key'(Key, Key, _) :- atom(Key), !.
'$record_key'(Key, Key, _) :- integer(Key), !.
'$record_key'(Key, K, _) :- compound(Key), !, functor(Key, N, A), functor(K, N, A).
'$record_key'(Key, _, PI) :- throw(error(type_error(key, Key), context(PI, _))).
