% record.pl: library(record) of SWI-Prolog: `:- record Spec` declares a compound
% term type with named fields and defines its access predicates (in the module
% whose file has the directive). Spec is Constructor(Field, ...), a field
% `Name`, `Name:Type`, `Name=Default` or `Name:Type=Default`; Type is a type of
% must_be/2 or another record's constructor. For a constructor c and field f:
% default_c/1, is_c/1, make_c/2,3, c_f/2, c_data/3, set_f_of_c/2,3,
% nb_set_f_of_c/2, set_c_fields/3,4 and set_c_field/3. The predicates are
% asserted when the directive runs (SWI-Prolog compiles them).

record(Qualified) :-
    (   nonvar(Qualified), Qualified = M:Spec -> true ; M = user, Spec = Qualified   ),
    must_be(compound, Spec),
    Spec =.. [C|Args],
    '$record_fields'(Args, Fields),
    Descr = C-Fields,
    assertz('$record_spec'(C, M, Spec)),
    '$record_default'(Fields, C, Default),
    '$record_assert'(M, Descr, Default).

'$record_fields'([], []).
'$record_fields'([A|As], [f(Name, Type, Default)|Fs]) :-
    '$record_field'(A, Name, Type, Default),
    '$record_fields'(As, Fs).

'$record_field'(Name:Type=Default, Name, Type, d(Default)) :- !, atom(Name).
'$record_field'(Name=Default, Name, any, d(Default)) :- !, atom(Name).
'$record_field'(Name:Type, Name, Type, none) :- !, atom(Name).
'$record_field'(Name, Name, any, none) :-
    must_be(atom, Name).

'$record_default'(Fields, C, Default) :-
    '$record_default_args'(Fields, Args),
    Default =.. [C|Args].
'$record_default_args'([], []).
'$record_default_args'([f(_, _, D)|Fs], [V|Vs]) :-
    (   D = d(V0) -> V = V0 ; true   ),
    '$record_default_args'(Fs, Vs).

'$record_assert'(M, Descr, Default) :-
    Descr = C-Fields,
    '$record_name'([default_, C], DefaultName),
    '$record_name'([is_, C], IsName),
    '$record_name'([make_, C], MakeName),
    '$record_name'([C, '_data'], DataName),
    '$record_name'([set_, C, '_fields'], SetFieldsName),
    '$record_name'([set_, C, '_field'], SetFieldName),
    Clauses = [ (Default0 :- true),
                (Is :- '$record_is'(R0, M, Descr)),
                (Make2 :- '$record_make'(Fs0, M, Descr, R0, [])),
                (Make3 :- '$record_make'(Fs0, M, Descr, R0, Rest)),
                (SetFields3 :- '$record_set_fields'(Fs0, M, Descr, R0, R1, [])),
                (SetFields4 :- '$record_set_fields'(Fs0, M, Descr, R0, R1, Rest)),
                (SetField :- '$record_set_fields'([F0], M, Descr, R0, R1, []))
              ],
    Default0 =.. [DefaultName, Default],
    Is =.. [IsName, R0],
    Make2 =.. [MakeName, Fs0, R0],
    Make3 =.. [MakeName, Fs0, R0, Rest],
    SetFields3 =.. [SetFieldsName, Fs0, R0, R1],
    SetFields4 =.. [SetFieldsName, Fs0, R0, R1, Rest],
    SetField =.. [SetFieldName, F0, R0, R1],
    '$record_assert_all'(Clauses, M),
    length(Fields, N),
    '$record_accessors'(Fields, 1, N, M, C, DataName, Descr).

'$record_accessors'([], _, _, _, _, _, _).
'$record_accessors'([f(Name, Type, _)|Fs], I, N, M, C, DataName, Descr) :-
    functor(R, C, N),
    arg(I, R, V),
    '$record_name'([C, '_', Name], Get),
    '$record_name'([set_, Name, '_of_', C], Set),
    '$record_name'([nb_set_, Name, '_of_', C], NbSet),
    GetHead =.. [Get, R, V],
    DataHead =.. [DataName, Name, R, V],
    Field =.. [Name, V1],
    Set3 =.. [Set, V1, R0, R1],
    Set2 =.. [Set, V1, R0],
    NbSet2 =.. [NbSet, V1, R0],
    '$record_assert_all'(
        [ (GetHead :- true),
          (DataHead :- true),
          (Set3 :- '$record_set_fields'([Field], M, Descr, R0, R1, [])),
          (Set2 :- '$record_check'(Type, M, V1), setarg(I, R0, V1)),
          (NbSet2 :- '$record_check'(Type, M, V1), nb_setarg(I, R0, V1))
        ], M),
    I1 is I + 1,
    '$record_accessors'(Fs, I1, N, M, C, DataName, Descr).

'$record_assert_all'([], _).
'$record_assert_all'([C|Cs], M) :-
    assertz(M:C),
    '$record_assert_all'(Cs, M).

'$record_name'(Parts, Name) :- atomic_list_concat(Parts, Name).

% current_record(?Name, :Spec): Name is a record type declared by Spec.
current_record(Name, Qualified) :-
    (   nonvar(Qualified), Qualified = M:Spec -> true ; Spec = Qualified   ),
    '$record_declared'(Name, M, Spec).

% The declared records ('$record_spec'/3 is made by the first declaration).
'$record_declared'(Name, M, Spec) :-
    catch('$record_spec'(Name, M, Spec), error(existence_error(procedure, _), _), fail).

'$record_is'(R, M, C-Fields) :-
    nonvar(R),
    length(Fields, N),
    functor(R, C, N),
    R =.. [_|Values],
    '$record_all_of_type'(Fields, Values, M).
'$record_all_of_type'([], [], _).
'$record_all_of_type'([f(_, Type, _)|Fs], [V|Vs], M) :-
    '$record_of_type'(Type, M, V),
    '$record_all_of_type'(Fs, Vs, M).

'$record_of_type'(any, _, _) :- !.
'$record_of_type'(Type, M, V) :-
    '$record_type'(Type, M, Is),
    !,
    call(Is, V).
'$record_of_type'(Type, _, V) :- is_of_type(Type, V).

'$record_check'(any, _, _) :- !.
'$record_check'(Type, M, V) :-
    '$record_type'(Type, M, Is),
    !,
    (   call(Is, V) -> true ; type_error(record(M:Type), V)   ).
'$record_check'(Type, _, V) :- must_be(Type, V).

% A field type that is a record constructor, and its is_ predicate.
'$record_type'(Type, M, M:Is) :-
    atom(Type),
    '$record_declared'(Type, M, _),
    !,
    '$record_name'([is_, Type], Is).

'$record_make'(Fs, M, C-Fields, R, Rest) :-
    '$record_default'(Fields, C, R0),
    '$record_set_fields'(Fs, M, C-Fields, R0, R, Rest).

% The fields of Fs set in R0 (each checked against its type), giving R; those
% that are not fields of the record are Rest.
'$record_set_fields'(Fs, _, _, _, _, _) :-
    var(Fs),
    !,
    throw(error(instantiation_error, _)).
'$record_set_fields'([], _, _, R, R, []).
'$record_set_fields'([F|Fs], M, Descr, R0, R, Rest) :-
    Descr = _-Fields,
    (   compound(F),
        F =.. [Name, V],
        '$record_field_index'(Fields, Name, 1, I, Type)
    ->  '$record_check'(Type, M, V),
        R0 =.. [C|Args0],
        '$record_replace'(I, Args0, V, Args),
        R1 =.. [C|Args],
        Rest = Rest1
    ;   R1 = R0,
        Rest = [F|Rest1]
    ),
    '$record_set_fields'(Fs, M, Descr, R1, R, Rest1).

'$record_field_index'([f(N, T, _)|Fs], Name, I0, I, Type) :-
    (   N == Name
    ->  I = I0, Type = T
    ;   I1 is I0 + 1,
        '$record_field_index'(Fs, Name, I1, I, Type)
    ).

'$record_replace'(1, [_|As], V, [V|As]) :- !.
'$record_replace'(I, [A|As], V, [A|Bs]) :-
    I1 is I - 1,
    '$record_replace'(I1, As, V, Bs).
