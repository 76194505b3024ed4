% The nondeterministic members of SWI-Prolog's string family, on top of the
% deterministic helpers of builtins/strings.rs. The last solution leaves no choice
% point ('$lists_member'/3 indexes on the rest of the list), so a deterministic
% call stays deterministic.

string_concat(A, B, C) :-
    '$string_concat'(A, B, C, [S|Ss]),
    '$lists_member'(Ss, A-B, S).

sub_string(String, B, L, A, Sub) :-
    '$sub_string'(String, B, L, A, Sub, [S|Ss]),
    '$lists_member'(Ss, s(B, L, A, Sub), S).

string_code(I, S, C) :-
    var(I), !,
    string_codes(S, Cs),
    '$string_code_nth'(Cs, 1, I, C).
string_code(I, S, C) :-
    '$string_code'(I, S, C).

'$string_code_nth'([C|_], I, I, C).
'$string_code_nth'([_|Cs], I0, I, C) :-
    I1 is I0 + 1,
    '$string_code_nth'(Cs, I1, I, C).

% text_concat(A, B, C): a string when any argument is one, else an atom.
text_concat(A, B, C) :-
    (   ( string(A) ; string(B) ; string(C) )
    ->  string_concat(A, B, C)
    ;   atom_concat(A, B, C)
    ).

% normalize_space(Out, Text): Text without leading and trailing white space, each
% run of white space inside it one space, as atom(A), string(S), codes(Cs),
% codes(Cs, Tail), chars(Cs), chars(Cs, Tail) or written to a stream.
normalize_space(Out, Text) :-
    '$normalize_space_text'(Text, Codes0),
    '$normalize_space_words'(Codes0, Codes),
    '$normalize_space_out'(Out, Codes).

'$normalize_space_text'(Text, _) :-
    var(Text), !,
    throw(error(instantiation_error, context(system:normalize_space/2, _))).
'$normalize_space_text'([], _) :- !,
    throw(error(type_error(atom, []), context(system:normalize_space/2, _))).
'$normalize_space_text'(Text, Codes) :-
    atomic(Text), !,
    string_codes(Text, Codes).
'$normalize_space_text'(Text, _) :-
    throw(error(type_error(atomic, Text), context(system:normalize_space/2, _))).

'$normalize_space_words'(Codes0, Codes) :-
    '$normalize_space_skip'(Codes0, Codes1),
    '$normalize_space_word'(Codes1, Codes).

% Skips white space.
'$normalize_space_skip'([C|Cs0], Cs) :-
    code_type(C, space), !,
    '$normalize_space_skip'(Cs0, Cs).
'$normalize_space_skip'(Cs, Cs).

% Copies a word, then a single space if another word follows.
'$normalize_space_word'([], []).
'$normalize_space_word'([C|Cs0], Out) :-
    (   code_type(C, space)
    ->  '$normalize_space_skip'(Cs0, Cs1),
        (   Cs1 == []
        ->  Out = []
        ;   Out = [0' |Out1],
            '$normalize_space_word'(Cs1, Out1)
        )
    ;   Out = [C|Out1],
        '$normalize_space_word'(Cs0, Out1)
    ).

'$normalize_space_out'(Out, _) :-
    var(Out), !,
    throw(error(instantiation_error, context(system:normalize_space/2, _))).
'$normalize_space_out'(atom(A), Codes) :- !, atom_codes(A, Codes).
'$normalize_space_out'(string(S), Codes) :- !, string_codes(S, Codes).
'$normalize_space_out'(codes(Cs), Codes) :- !, Cs = Codes.
'$normalize_space_out'(codes(Cs, Tail), Codes) :- !, append(Codes, Tail, Cs).
'$normalize_space_out'(chars(Cs), Codes) :- !,
    '$normalize_space_chars'(Codes, Cs, []).
'$normalize_space_out'(chars(Cs, Tail), Codes) :- !,
    '$normalize_space_chars'(Codes, Cs, Tail).
'$normalize_space_out'(Stream, Codes) :-
    format(Stream, "~s", [Codes]).

'$normalize_space_chars'([], Tail, Tail).
'$normalize_space_chars'([C|Cs], [Ch|Chs], Tail) :-
    char_code(Ch, C),
    '$normalize_space_chars'(Cs, Chs, Tail).

% atomics_to_string(+List, -String) and atomics_to_string(?List, +Sep, ?String):
% atomic_list_concat/2,3 with a string result; with List unbound, String is split
% at Sep into atoms. Errors name atomics_to_string/2,3, as SWI-Prolog's builtin.
atomics_to_string(List, String) :-
    '$error_names'(atomics_to_string/2, atomic_list_concat(List, Atom)),
    atom_string(Atom, String).
atomics_to_string(List, Sep, String) :-
    (   is_list(List), ground(List)
    ->  '$error_names'(atomics_to_string/3, atomic_list_concat(List, Sep, Atom)),
        atom_string(Atom, String)
    ;   '$error_names'(atomics_to_string/3, atomic_list_concat(List, Sep, String))
    ).

% term_string(?Term, ?String, +Options): writes Term quoted (write_term/2
% options in Options; those left unbound are read options) or reads it back
% (variable_names(Bindings) gives the names of its variables).
term_string(Term, String, Options) :-
    (   var(String)
    ->  '$bound_options'(Options, WriteOptions),
        with_output_to(string(S), write_term(Term, [quoted(true)|WriteOptions])),
        String = S
    ;   '$parse_term'(String, T, Bindings),
        ( memberchk(variable_names(Vs), Options) -> Vs = Bindings ; true ),
        Term = T
    ).

'$bound_options'([], []).
'$bound_options'([O|Os], Bound) :-
    (   compound(O), arg(1, O, A), var(A) -> Bound = Bound1 ; Bound = [O|Bound1] ),
    '$bound_options'(Os, Bound1).
