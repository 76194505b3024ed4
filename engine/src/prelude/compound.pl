% compound.pl: SWI-Prolog's compound_name_arity/3 and compound_name_arguments/3,
% which (unlike functor/3 and =../2) build and take apart zero-arity compounds `p()`.

compound_name_arity(C, N, A) :-
    (   compound(C) -> '$compound_functor'(C, N, A)
    ;   var(C) -> ( A == 0 -> '$zero_arity_compound'(N, C) ; functor(C, N, A) )
    ;   throw(error(type_error(compound, C), context(compound_name_arity/3, _)))
    ).
compound_name_arguments(C, N, Args) :-
    (   compound(C) ->
        '$compound_functor'(C, N, A),
        ( A == 0 -> Args = [] ; C =.. [_|Args] )
    ;   var(C) -> ( Args == [] -> '$zero_arity_compound'(N, C) ; C =.. [N|Args] )
    ;   throw(error(type_error(compound, C), context(compound_name_arguments/3, _)))
    ).
