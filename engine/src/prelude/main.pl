% main.pl: argv_options/3,4 of SWI-Prolog 9's library(main): command-line
% arguments split into positional arguments and options. Without opt_type/3 in
% the calling module, `--name=value` gives name(Value) (a number if Value reads
% as one), `--flag` flag(true) and `--no-flag` flag(false); everything else is
% positional. With opt_type(Opt, Name, Type) facts, options are typed as SWI
% does it (short `-o`, `-oValue`, `-abc` flags, long `--opt`, `--opt=Value`,
% `--opt Value`, `--no-opt` for booleans) and a bad option raises
% error(opt_error(...), _); so does any option when argv_options/4 is given
% parse options (SWI-Prolog 9.0 is then guided). `--` ends the options.

argv_options(Argv, Positional, Options) :-
    catch(argv_options(Argv, Positional, Options, []),
          error(opt_error(Error), _),
          '$argv_fatal'(Error)).

% argv_options(:Argv, -Positional, -Options, +ParseOptions): ParseOptions has
% options_after_arguments(Bool) (default true: options may follow positional
% arguments).
argv_options(Qualified, Positional, Options, ParseOptions) :-
    (   nonvar(Qualified), Qualified = M:Argv -> true ; M = user, Argv = Qualified   ),
    option(options_after_arguments(After), ParseOptions, true),
    (   (   ParseOptions \== []
        ;   catch(current_predicate(M:opt_type/3), _, fail)
        )
    ->  '$argv_guided'(Argv, M, After, Positional, Options)
    ;   '$argv_unguided'(Argv, After, Positional, Options)
    ).

'$argv_unguided'([], _, [], []).
'$argv_unguided'([A0|As], After, Pos, Opts) :-
    atom_concat(--, Long, A0),
    !,
    (   Long == ''
    ->  Pos = As, Opts = []
    ;   '$argv_unguided_option'(Long, Opt),
        Opts = [Opt|Opts1],
        '$argv_unguided'(As, After, Pos, Opts1)
    ).
'$argv_unguided'([A|As], After, [A|Pos], Opts) :-
    (   After == false
    ->  Pos = As, Opts = []
    ;   '$argv_unguided'(As, After, Pos, Opts)
    ).

'$argv_unguided_option'(Long, Opt) :-
    (   sub_atom(Long, B, _, A, =)
    ->  sub_atom(Long, 0, B, _, Name),
        sub_atom(Long, _, A, 0, Text),
        (   '$argv_number'(Text, N) -> Value = N ; Value = Text   )
    ;   atom_concat('no-', Name, Long)
    ->  Value = false
    ;   Name = Long,
        Value = true
    ),
    Opt =.. [Name, Value].

'$argv_guided'([], _, _, [], []).
'$argv_guided'([A0|As], M, After, Pos, Opts) :-
    '$argv_text'(A0, A),
    (   A == (--)
    ->  Pos = As, Opts = []
    ;   atom_concat(--, Long, A)
    ->  '$argv_long'(Long, As, M, Opts, Opts1, Rest),
        '$argv_guided'(Rest, M, After, Pos, Opts1)
    ;   atom_concat(-, Shorts, A),
        Shorts \== ''
    ->  atom_chars(Shorts, Chars),
        '$argv_shorts'(Chars, As, M, Opts, Opts1, Rest),
        '$argv_guided'(Rest, M, After, Pos, Opts1)
    ;   Pos = [A0|Pos1],
        (   After == false
        ->  Pos1 = As, Opts = []
        ;   '$argv_guided'(As, M, After, Pos1, Opts)
        )
    ).

'$argv_text'(A0, A) :-
    (   string(A0) -> atom_string(A, A0) ; A = A0   ),
    must_be(atomic, A).

% A long option: --name, --name=value, --name value, --no-name, --noname (a
% dash in the name reads as an underscore, except before `=`, as in SWI-Prolog
% 9.0).
'$argv_long'(Long, As, M, [Opt|Opts], Opts, Rest) :-
    (   sub_atom(Long, B, _, After, =)
    ->  sub_atom(Long, 0, B, _, Name),
        sub_atom(Long, _, After, 0, Text),
        (   '$argv_type'(M, Name, OptName, Type) -> true
        ;   throw(error(opt_error(unknown_option(M:Name)), _))
        ),
        '$argv_value'(Type, Long, Text, Value),
        Rest = As
    ;   '$argv_underscores'(Long, Name),
        (   '$argv_type'(M, Name, OptName, Type)
        ->  '$argv_flag_or_value'(Type, Name, As, Value, Rest)
        ;   '$argv_negation'(Name, Positive),
            '$argv_type'(M, Positive, OptName, Type),
            '$argv_boolean'(Type, Default)
        ->  '$argv_not'(Default, Value),
            Rest = As
        ;   throw(error(opt_error(unknown_option(M:Name)), _))
        )
    ),
    Opt =.. [OptName, Value].

'$argv_underscores'(Name0, Name) :-
    atomic_list_concat(Parts, -, Name0),
    atomic_list_concat(Parts, '_', Name).

'$argv_negation'(Name, Positive) :- atom_concat(no_, Positive, Name), !.
'$argv_negation'(Name, Positive) :- atom_concat(no, Positive, Name).

% Short options: -a, -abc (flags), -aValue, -a Value.
'$argv_shorts'([], As, _, Opts, Opts, As).
'$argv_shorts'([C|Cs], As, M, [Opt|Opts], Opts1, Rest) :-
    (   '$argv_type'(M, C, OptName, Type)
    ->  true
    ;   throw(error(opt_error(unknown_option(M:C)), _))
    ),
    Opt =.. [OptName, Value],
    (   '$argv_boolean'(Type, Value)
    ->  '$argv_shorts'(Cs, As, M, Opts, Opts1, Rest)
    ;   Cs == []
    ->  '$argv_next_value'(Type, C, As, Value, Rest),
        Opts = Opts1
    ;   atom_chars(Text, Cs),
        '$argv_value'(Type, C, Text, Value),
        Opts = Opts1,
        Rest = As
    ).

'$argv_flag_or_value'(Type, Name, As, Value, Rest) :-
    (   '$argv_boolean'(Type, Value)
    ->  Rest = As
    ;   '$argv_next_value'(Type, Name, As, Value, Rest)
    ).

'$argv_next_value'(Type, Name, As, Value, Rest) :-
    (   As = [A0|Rest]
    ->  '$argv_text'(A0, Text),
        '$argv_value'(Type, Name, Text, Value)
    ;   throw(error(opt_error(missing_value(Name, Type)), _))
    ).

% The opt_type/3 fact of an option name: its option's name and its type.
'$argv_type'(M, Opt, Name, Type) :-
    catch(M:opt_type(Opt, Name, Type), error(existence_error(procedure, _), _), fail),
    !.

'$argv_boolean'(boolean, true).
'$argv_boolean'(boolean(Default), Default).

'$argv_not'(true, false).
'$argv_not'(false, true).

% The value of an option of type Type written as Text (Name names the option in
% errors).
'$argv_value'(Type, Name, Text, Value) :-
    (   '$argv_convert'(Type, Text, Value0)
    ->  Value = Value0
    ;   throw(error(opt_error(value_type(Name, Type, Text)), _))
    ).

'$argv_convert'(boolean, Text, Value) :- '$argv_bool_text'(Text, Value).
'$argv_convert'(boolean(_), Text, Value) :- '$argv_bool_text'(Text, Value).
'$argv_convert'(atom, Text, Text).
'$argv_convert'(string, Text, Value) :- atom_string(Text, Value).
'$argv_convert'(file, Text, Text).
'$argv_convert'(integer, Text, N) :- '$argv_number'(Text, N), integer(N).
'$argv_convert'(nonneg, Text, N) :- '$argv_number'(Text, N), integer(N), N >= 0.
'$argv_convert'(natural, Text, N) :- '$argv_number'(Text, N), integer(N), N >= 1.
'$argv_convert'(float, Text, F) :- '$argv_number'(Text, N), F is float(N).
'$argv_convert'(number, Text, N) :- '$argv_number'(Text, N).
'$argv_convert'(between(L, H), Text, N) :-
    '$argv_number'(Text, N0),
    (   integer(L), integer(H)
    ->  integer(N0), N = N0
    ;   N is float(N0)
    ),
    N >= L,
    N =< H.
'$argv_convert'(oneof(List), Text, Text) :- memberchk(Text, List).
'$argv_convert'(term, Text, Term) :- term_to_atom(Term, Text).
'$argv_convert'(term(Options), Text, Value) :-
    term_string(Term, Text, Options),
    (   option(variable_names(Bindings), Options) -> Value = Term-Bindings ; Value = Term   ).

'$argv_bool_text'(true, true).
'$argv_bool_text'(on, true).
'$argv_bool_text'('1', true).
'$argv_bool_text'(false, false).
'$argv_bool_text'(off, false).
'$argv_bool_text'('0', false).

% A number written as Prolog writes one (no layout around it).
'$argv_number'(Text, N) :-
    atom(Text),
    catch(atom_number(Text, N), _, fail),
    atom_codes(Text, [C|_]),
    \+ code_type(C, space).

% argv_options/3 reports a bad option and halts, as SWI-Prolog does.
'$argv_fatal'(Error) :-
    '$argv_message'(Error, Format, Args),
    format(user_error, "ERROR: ", []),
    format(user_error, Format, Args),
    nl(user_error),
    halt(1).

'$argv_message'(value_type(Name, Type, Text), "Option ~w~w requires an argument of type ~p (found ~w)",
                [Dash, Name, Type, Text]) :-
    '$argv_dash'(Name, Dash).
'$argv_message'(missing_value(Name, Type), "Option ~w~w requires an argument (of type ~p)",
                [Dash, Name, Type]) :-
    '$argv_dash'(Name, Dash).
'$argv_message'(unknown_option(_:Name), "Unknown option: ~w~w (-h for help)", [Dash, Name]) :-
    '$argv_dash'(Name, Dash).

'$argv_dash'(Name, Dash) :-
    (   atom_length(Name, 1) -> Dash = (-) ; Dash = (--)   ).
