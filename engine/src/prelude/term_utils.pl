% term_utils.pl: SWI-Prolog's term predicates beyond ISO's: subsumes/2,
% subsumes_chk/2, is_most_general_term/1, copy_term/4, copy_term_nat/2,4,
% numbervars/4 and term_factorized/3, with SWI-Prolog's errors.

subsumes(General, Specific) :-
    subsumes_term(General, Specific),
    General = Specific.
subsumes_chk(General, Specific) :- subsumes_term(General, Specific).

% is_most_general_term(@T): T is an atom, a compound with distinct variables as
% arguments, or a proper list of distinct variables.
is_most_general_term(T) :- var(T), !, fail.
is_most_general_term(T) :- atom(T), !.
is_most_general_term([]) :- !.
is_most_general_term(T) :-
    compound(T),
    (   T = [_|_] -> is_list(T), Args = T
    ;   compound_name_arguments(T, _, Args)
    ),
    '$distinct_vars'(Args).

'$distinct_vars'(Args) :-
    '$all_vars'(Args),
    term_variables(Args, Vs),
    length(Args, N),
    length(Vs, N).
'$all_vars'([]).
'$all_vars'([V|Vs]) :- var(V), '$all_vars'(Vs).

% copy_term(+VarsIn, +Term, -VarsOut, -TermOut): Term copied with only the
% variables of VarsIn renamed; its other variables are shared with the copy.
copy_term(VarsIn, Term, VarsOut, TermOut) :-
    '$copy_term_vars'(copy_term, VarsIn, Term, VarsOut, TermOut).
% copy_term_nat(+Term, -Copy): a copy without attributes.
copy_term_nat(Term, Copy) :- copy_term(Term, Copy, _).
copy_term_nat(VarsIn, Term, VarsOut, TermOut) :-
    '$copy_term_vars'(copy_term_nat, VarsIn, Term, VarsOut, TermOut).

'$copy_term_vars'(Copy, VarsIn, Term, VarsOut, TermOut) :-
    term_variables(Term, TermVars),
    term_variables(VarsIn, Renamed),
    '$vars_subtract'(TermVars, Renamed, Shared),
    call(Copy, Shared+VarsIn+Term, Shared0+VarsOut0+TermOut0),
    '$bind_copies'(Shared0, Shared),
    VarsOut = VarsOut0,
    TermOut = TermOut0.

% '$bind_copies'(Copies, Vars): each copy made the variable itself again.
'$bind_copies'([], []).
'$bind_copies'([C|Cs], [V|Vs]) :- C = V, '$bind_copies'(Cs, Vs).

'$vars_subtract'([], _, []).
'$vars_subtract'([V|Vs], Out, Rest) :-
    (   '$var_memberchk'(V, Out) -> Rest = Rest1 ; Rest = [V|Rest1] ),
    '$vars_subtract'(Vs, Out, Rest1).
'$var_memberchk'(V, [W|Ws]) :- ( V == W -> true ; '$var_memberchk'(V, Ws) ).

% numbervars(+Term, +Start, -End, +Options): options functor_name(F),
% singletons(Bool) (singletons become F('_')) and attvar(bind|skip|error).
numbervars(Term, Start, End, Options) :-
    '$must_be_integer'(Start, numbervars/4),
    '$numbervars_options'(Options, '$VAR', F, false, Singletons, bind, Attvar),
    (   Attvar == error, term_attvars(Term, [_|_])
    ->  throw(error(type_error(free_of_attvar, Term), context(numbervars/4, _)))
    ;   true
    ),
    (   Singletons == true
    ->  term_singletons(Term, Ss),
        '$numbervars_skip'(Attvar, Ss, Ss1),
        '$numbervars_name'(Ss1, F, '_')
    ;   true
    ),
    term_variables(Term, Vs0),
    '$numbervars_skip'(Attvar, Vs0, Vs),
    '$numbervars_number'(Vs, F, Start, End0),
    End = End0.

'$must_be_integer'(N, PI) :-
    (   var(N) -> throw(error(instantiation_error, context(PI, _)))
    ;   integer(N) -> true
    ;   throw(error(type_error(integer, N), context(PI, _)))
    ).

'$numbervars_options'(Os, _, _, _, _, _, _) :-
    var(Os), !, throw(error(instantiation_error, context(numbervars/4, _))).
'$numbervars_options'([], F, F, S, S, A, A) :- !.
'$numbervars_options'([O|Os], F0, F, S0, S, A0, A) :- !,
    '$numbervars_option'(O, F0, F1, S0, S1, A0, A1),
    '$numbervars_options'(Os, F1, F, S1, S, A1, A).
'$numbervars_options'(Os, _, _, _, _, _, _) :-
    throw(error(type_error(list, Os), context(numbervars/4, _))).

'$numbervars_option'(O, _, _, _, _, _, _) :-
    var(O), !, throw(error(instantiation_error, context(numbervars/4, _))).
'$numbervars_option'(functor_name(F), _, F, S, S, A, A) :- !.
'$numbervars_option'(singletons(S), F, F, _, S, A, A) :- !.
'$numbervars_option'(attvar(A), F, F, S, S, _, A) :- !.
'$numbervars_option'(O, F, F, S, S, A, A) :-
    compound(O), !.
'$numbervars_option'(O, _, _, _, _, _, _) :-
    throw(error(type_error(option, O), context(numbervars/4, _))).

'$numbervars_skip'(skip, Vs0, Vs) :- !, exclude(attvar, Vs0, Vs).
'$numbervars_skip'(_, Vs, Vs).

'$numbervars_name'([], _, _).
'$numbervars_name'([V|Vs], F, Name) :-
    V =.. [F, Name],
    '$numbervars_name'(Vs, F, Name).

'$numbervars_number'([], _, N, N).
'$numbervars_number'([V|Vs], F, N0, N) :-
    V =.. [F, N0],
    N1 is N0 + 1,
    '$numbervars_number'(Vs, F, N1, N).

% term_factorized(+Term, -Skeleton, -Substitution): Skeleton is Term with each
% compound subterm that occurs more than once (==) in the term seen as a graph
% of its distinct subterms replaced by a variable; Substitution lists those
% Var = Value, outer ones first. Acyclic terms only.
term_factorized(Term, Skeleton, Substitution) :-
    empty_assoc(C0),
    '$tf_count'(Term, C0, Counts),
    empty_assoc(V0),
    '$tf_build'(Term, Counts, Skel, V0, _, Subst, []),
    Skeleton = Skel,
    Substitution = Subst.

% '$tf_count'(+T, +C0, -C): C counts, for each distinct compound subterm, the
% distinct compound subterms it is an argument of (with multiplicity).
'$tf_count'(T, C0, C) :-
    (   compound(T)
    ->  compound_name_arguments(T, _, Args),
        '$tf_count_args'(Args, C0, C)
    ;   C = C0
    ).
'$tf_count_args'([], C, C).
'$tf_count_args'([A|As], C0, C) :-
    (   compound(A)
    ->  (   get_assoc(A, C0, N)
        ->  N1 is N + 1,
            put_assoc(A, C0, N1, C1)
        ;   put_assoc(A, C0, 1, C2),
            '$tf_count'(A, C2, C1)
        )
    ;   C1 = C0
    ),
    '$tf_count_args'(As, C1, C).

'$tf_build'(T, Counts, S, V0, V, L0, L) :-
    (   compound(T), get_assoc(T, Counts, N), N >= 2
    ->  (   get_assoc(T, V0, S)
        ->  V = V0,
            L0 = L
        ;   put_assoc(T, V0, S, V1),
            L0 = [S = Value|L1],
            '$tf_rebuild'(T, Counts, Value, V1, V, L1, L)
        )
    ;   compound(T)
    ->  '$tf_rebuild'(T, Counts, S, V0, V, L0, L)
    ;   S = T,
        V = V0,
        L0 = L
    ).
'$tf_rebuild'(T, Counts, S, V0, V, L0, L) :-
    compound_name_arguments(T, F, Args),
    '$tf_build_args'(Args, Counts, SArgs, V0, V, L0, L),
    compound_name_arguments(S, F, SArgs).
'$tf_build_args'([], _, [], V, V, L, L).
'$tf_build_args'([A|As], Counts, [S|Ss], V0, V, L0, L) :-
    '$tf_build'(A, Counts, S, V0, V1, L0, L1),
    '$tf_build_args'(As, Counts, Ss, V1, V, L1, L).
