% legacy.pl: names older Prolog systems and the ISO drafts used, kept for old
% programs and test suites (the INRIA ISO suite calls fail_if/1).

% fail_if(G): the ISO draft's name of \+ G (SWI-Prolog has no such predicate).
fail_if(G) :- call(G), !, fail.
fail_if(_).

% name(?AtomOrNumber, ?Codes): the Edinburgh predicate. Text that reads as a
% number gives the number, other text an atom (SWI-Prolog).
name(X, Codes) :-
    (   var(X)
    ->  atom_codes(A, Codes),
        ( catch(atom_number(A, N), _, fail) -> X = N ; X = A )
    ;   atomic(X)
    ->  atom_codes(X, Codes)
    ;   throw(error(type_error(atomic, X), context(name/2, _)))
    ).
