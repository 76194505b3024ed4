% compound.pl: SWI-Prolog's compound_name_arity/3 and compound_name_arguments/3.
% costlog has no zero-arity compounds (`foo()`), so the arity must be at least 1.

compound_name_arity(C, N, A) :-
    (   compound(C) -> functor(C, N, A)
    ;   var(C) -> '$compound_arity_check'(A), functor(C, N, A)
    ;   throw(error(type_error(compound, C), context(compound_name_arity/3, _)))
    ).
compound_name_arguments(C, N, Args) :-
    (   compound(C) -> C =.. [N|Args]
    ;   var(C) -> ( Args == [] -> '$compound_arity_check'(0) ; true ), C =.. [N|Args]
    ;   throw(error(type_error(compound, C), context(compound_name_arguments/3, _)))
    ).
'$compound_arity_check'(A) :-
    (   integer(A), A < 1 -> throw(error(domain_error(not_less_than_one, A), _))
    ;   true
    ).
