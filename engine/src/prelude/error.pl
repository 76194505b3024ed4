% error.pl: library(error) as in SWI-Prolog 9: must_be/2, is_of_type/2 and the
% error-raising shorthands, with SWI's error terms.

% must_be/2 calls the type's test itself, as SWI-Prolog's does: the depth of
% the call tree under it is SWI-Prolog's (call_with_depth_limit/3).
must_be(Type, X) :-
    ( nonvar(Type), '$error_has_type'(Type, X) -> true ; '$must_be_failed'(Type, X) ).
% Library code calls '$must_be'/2, so a user's must_be/2 does not change it.
'$must_be'(Type, X) :-
    ( nonvar(Type), '$error_has_type'(Type, X) -> true ; '$must_be_failed'(Type, X) ).
'$must_be_failed'(Type, X) :-
    (   var(Type) -> throw(error(instantiation_error, _))
    ;   '$error_is_not'(Type, X)
    ).
is_of_type(Type, X) :-
    (   var(Type) -> throw(error(instantiation_error, _))
    ;   '$error_has_type'(Type, X)
    ).

'$error_is_not'(list, X) :- !, '$error_not_a_list'(list, X).
'$error_is_not'(list(Of), X) :- !, '$error_not_a_list'(list(Of), X).
'$error_is_not'(list_or_partial_list, X) :- !, throw(error(type_error(list, X), _)).
'$error_is_not'(chars, X) :- !, '$error_not_a_list'(list(char), X).
'$error_is_not'(codes, X) :- !, '$error_not_a_list'(list(code), X).
'$error_is_not'(var, X) :- !, throw(error(uninstantiation_error(X), _)).
'$error_is_not'(Type, X) :-
    '$error_type'(Type), !,
    (   var(X) -> throw(error(instantiation_error, _))
    ;   '$error_ground_type'(Type), \+ ground(X) -> throw(error(instantiation_error, _))
    ;   throw(error(type_error(Type, X), _))
    ).
'$error_is_not'(Type, _) :- throw(error(existence_error(type, Type), _)).

'$error_not_a_list'(Type, X) :-
    '$skip_list'(_, X, Rest),
    (   var(Rest) -> throw(error(instantiation_error, _))
    ;   Rest == [] -> Type = list(Of), '$error_element_is_not'(X, Of)
    ;   throw(error(type_error(Type, X), _))
    ).
'$error_element_is_not'([H|T], Of) :-
    (   '$error_has_type'(Of, H) -> '$error_element_is_not'(T, Of)
    ;   '$error_is_not'(Of, H)
    ).

'$error_ground_type'(ground).
'$error_ground_type'(oneof(_)).
'$error_ground_type'(text).
'$error_ground_type'(rational).

'$error_type'(T) :- '$error_type_name'(T), !.
'$error_type_name'(any).
'$error_type_name'(atom).
'$error_type_name'(atomic).
'$error_type_name'(between(_, _)).
'$error_type_name'(boolean).
'$error_type_name'(callable).
'$error_type_name'(char).
'$error_type_name'(code).
'$error_type_name'(chars).
'$error_type_name'(codes).
'$error_type_name'(text).
'$error_type_name'(compound).
'$error_type_name'(constant).
'$error_type_name'(dict).
'$error_type_name'(float).
'$error_type_name'(ground).
'$error_type_name'(cyclic).
'$error_type_name'(acyclic).
'$error_type_name'(integer).
'$error_type_name'(nonneg).
'$error_type_name'(positive_integer).
'$error_type_name'(negative_integer).
'$error_type_name'(nonvar).
'$error_type_name'(number).
'$error_type_name'(oneof(_)).
'$error_type_name'(pair).
'$error_type_name'(proper_list).
'$error_type_name'(list).
'$error_type_name'(list_or_partial_list).
'$error_type_name'(symbol).
'$error_type_name'(var).
'$error_type_name'(list(_)).
'$error_type_name'(rational).
'$error_type_name'(string).
'$error_type_name'(encoding).
'$error_type_name'(type).

'$error_has_type'(any, _).
'$error_has_type'(atom, X) :- atom(X).
'$error_has_type'(atomic, X) :- atomic(X).
'$error_has_type'(between(L, U), X) :-
    (   integer(L), integer(U) -> integer(X), X >= L, X =< U
    ;   number(X), X >= L, X =< U
    ).
'$error_has_type'(boolean, X) :- ( X == true ; X == false ), !.
'$error_has_type'(callable, X) :- callable(X).
'$error_has_type'(char, X) :- atom(X), atom_length(X, 1).
'$error_has_type'(code, X) :- integer(X), X >= 0, X =< 0x10ffff.
'$error_has_type'(chars, X) :- is_list(X), '$error_all'(X, char).
'$error_has_type'(codes, X) :- is_list(X), '$error_all'(X, code).
'$error_has_type'(text, X) :- ( atom(X) ; number(X) ; '$error_has_type'(chars, X) ; '$error_has_type'(codes, X) ), !.
'$error_has_type'(compound, X) :- compound(X).
'$error_has_type'(constant, X) :- atomic(X).
'$error_has_type'(dict, X) :- is_dict(X).
'$error_has_type'(float, X) :- float(X).
'$error_has_type'(ground, X) :- ground(X).
'$error_has_type'(cyclic, X) :- cyclic_term(X).
'$error_has_type'(acyclic, X) :- acyclic_term(X).
'$error_has_type'(integer, X) :- integer(X).
'$error_has_type'(nonneg, X) :- integer(X), X >= 0.
'$error_has_type'(positive_integer, X) :- integer(X), X > 0.
'$error_has_type'(negative_integer, X) :- integer(X), X < 0.
'$error_has_type'(nonvar, X) :- nonvar(X).
'$error_has_type'(number, X) :- number(X).
'$error_has_type'(oneof(L), X) :- ground(X), \+ \+ '$member'(X, L).
'$error_has_type'(pair, X) :- nonvar(X), X = _-_.
'$error_has_type'(proper_list, X) :- is_list(X).
'$error_has_type'(list, X) :- is_list(X).
'$error_has_type'(list_or_partial_list, X) :- '$skip_list'(_, X, T), ( var(T) -> true ; T == [] ).
'$error_has_type'(symbol, X) :- atom(X).
'$error_has_type'(var, X) :- var(X).
'$error_has_type'(list(Type), X) :- is_list(X), '$error_all'(X, Type).
'$error_has_type'(rational, X) :- rational(X).
'$error_has_type'(string, X) :- string(X).
'$error_has_type'(encoding, X) :- atom(X), '$error_encoding'(X), !.
'$error_has_type'(type, X) :- nonvar(X), '$error_type'(X).
'$error_encoding'(octet).
'$error_encoding'(ascii).
'$error_encoding'(iso_latin_1).
'$error_encoding'(text).
'$error_encoding'(utf8).
'$error_encoding'(unicode_be).
'$error_encoding'(unicode_le).
'$error_encoding'(utf16be).
'$error_encoding'(utf16le).
'$error_encoding'(wchar_t).
'$error_all'([], _).
'$error_all'([H|T], Type) :- '$error_has_type'(Type, H), '$error_all'(T, Type).

type_error(Type, Value) :- throw(error(type_error(Type, Value), _)).
domain_error(Domain, Value) :- throw(error(domain_error(Domain, Value), _)).
existence_error(Type, Value) :- throw(error(existence_error(Type, Value), _)).
permission_error(Action, Type, Term) :- throw(error(permission_error(Action, Type, Term), _)).
instantiation_error(_) :- throw(error(instantiation_error, _)).
uninstantiation_error(Culprit) :- throw(error(uninstantiation_error(Culprit), _)).
representation_error(Reason) :- throw(error(representation_error(Reason), _)).
resource_error(Culprit) :- throw(error(resource_error(Culprit), _)).
