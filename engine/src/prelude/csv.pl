% csv.pl: SWI-Prolog's library(csv): comma-separated values (RFC 4180) read
% into and written from row terms. Options: separator(Code), strip(Bool),
% convert(Bool) (fields that read as numbers become numbers, default true),
% case(down|up|preserve), functor(Name) (default row), arity(N),
% match_arity(Bool) (default true: every row has the first row's arity),
% skip_header(Prefix) (leading lines starting with Prefix are skipped) and
% ignore_quotes(Bool). Rows are written with "\r\n" line ends, fields quoted
% when they hold the separator, a quote or a line end.

csv(Rows, S0, S) :- csv(Rows, [], S0, S).

% csv(?Rows, +Options)//: Rows read from the list, or written to it when ground.
csv(Rows, Options, S0, S) :-
    '$csv_options'(Options, O),
    (   ground(Rows)
    ->  '$csv_emit_rows'(Rows, O, S0, S)
    ;   '$csv_skip_header'(O, S0, S1),
        '$csv_rows'(Rows, O, none, 1, _, S1, S)
    ).

csv_read_file(File, Rows) :- csv_read_file(File, Rows, []).
csv_read_file(File, Rows, Options) :-
    read_file_to_codes(File, Codes, []),
    phrase(csv(Rows, Options), Codes).

% csv_read_file_row(+File, -Row, +Options): the rows of File one by one; the
% option line(L) gives the line each starts on. Arities are not matched.
csv_read_file_row(File, Row, Options) :-
    read_file_to_codes(File, Codes, []),
    '$csv_options'([match_arity(false)|Options], O),
    '$csv_skip_header'(O, Codes, Codes1),
    '$csv_rows_lines'(Codes1, O, 1, Rows),
    (   memberchk(line(Line), Options) -> true ; true   ),
    member(Line-Row, Rows).

csv_write_file(File, Rows) :- csv_write_file(File, Rows, []).
csv_write_file(File, Rows, Options) :-
    setup_call_cleanup(
        open(File, write, Out),
        csv_write_stream(Out, Rows, Options),
        close(Out)).

csv_write_stream(Out, Rows, Options) :-
    '$csv_options'(Options, O),
    phrase('$csv_emit_rows'(Rows, O), Codes),
    format(Out, "~s", [Codes]).

% o(Separator, Strip, Convert, Case, Functor, Arity, MatchArity, SkipHeader,
%   IgnoreQuotes)
'$csv_options'(Options, o(Sep, Strip, Convert, Case, Functor, Arity, Match, Skip, NoQuotes)) :-
    must_be(list, Options),
    option(separator(Sep), Options, 0',),
    option(strip(Strip), Options, false),
    option(convert(Convert), Options, true),
    option(case(Case), Options, preserve),
    option(functor(Functor), Options, row),
    option(arity(Arity), Options, _),
    option(match_arity(Match), Options, true),
    option(skip_header(Skip), Options, none),
    option(ignore_quotes(NoQuotes), Options, false).

'$csv_skip_header'(o(_, _, _, _, _, _, _, none, _), S, S) :- !.
'$csv_skip_header'(O, S0, S) :-
    arg(8, O, Prefix),
    atom_codes(Prefix, P),
    (   append(P, _, S0)
    ->  '$csv_skip_line'(S0, S1),
        '$csv_skip_header'(O, S1, S)
    ;   S = S0
    ).

'$csv_skip_line'([], []).
'$csv_skip_line'([C|Cs], S) :-
    (   C == 0'\n -> S = Cs ; '$csv_skip_line'(Cs, S)   ).

% The rows up to the end of the input; Arity0 is the arity rows must have.
'$csv_rows'([], _, _, L, L, S, S) :- S == [], !.
'$csv_rows'([Row|Rows], O, Arity0, L0, L, S0, S) :-
    '$csv_row'(Row, O, L0, L1, S0, S1),
    '$csv_match_arity'(O, Row, Arity0, Arity),
    '$csv_rows'(Rows, O, Arity, L1, L, S1, S).

'$csv_rows_lines'([], _, _, []) :- !.
'$csv_rows_lines'(S0, O, L0, [L0-Row|Rows]) :-
    '$csv_row'(Row, O, L0, L1, S0, S1),
    '$csv_rows_lines'(S1, O, L1, Rows).

'$csv_match_arity'(O, Row, Arity0, Arity) :-
    arg(7, O, Match),
    functor(Row, _, N),
    (   Match == true
    ->  arg(6, O, Want),
        (   integer(Want) -> Expected = Want
        ;   Arity0 = arity(A) -> Expected = A
        ;   Expected = N
        ),
        (   N =:= Expected -> true
        ;   throw(error(domain_error(row_arity(Expected), N), _))
        ),
        Arity = arity(Expected)
    ;   Arity = Arity0
    ).

% One row: its fields, then a line end or the end of the input. L counts lines.
'$csv_row'(Row, O, L0, L, S0, S) :-
    '$csv_fields'(Fields, O, L0, L1, S0, S1),
    '$csv_line_end'(S1, S, L1, L),
    arg(5, O, Functor),
    Row =.. [Functor|Fields].

'$csv_line_end'([], [], L, L) :- !.
'$csv_line_end'([0'\n|S], S, L0, L) :- !, L is L0 + 1.
'$csv_line_end'([0'\r, 0'\n|S], S, L0, L) :- L is L0 + 1.

'$csv_fields'([F|Fs], O, L0, L, S0, S) :-
    '$csv_field'(F, O, L0, L1, S0, S1),
    arg(1, O, Sep),
    (   S1 = [Sep|S2]
    ->  '$csv_fields'(Fs, O, L1, L, S2, S)
    ;   Fs = [], L = L1, S = S1
    ).

'$csv_field'(F, O, L0, L, [0'"|S0], S) :-
    arg(9, O, false),
    !,
    '$csv_quoted'(Codes, L0, L, S0, S),
    '$csv_value'(Codes, O, F).
'$csv_field'(F, O, L, L, S0, S) :-
    arg(1, O, Sep),
    '$csv_plain'(S0, Sep, Codes, S),
    '$csv_value'(Codes, O, F).

'$csv_quoted'([0'"|Cs], L0, L, [0'", 0'"|S0], S) :- !,
    '$csv_quoted'(Cs, L0, L, S0, S).
'$csv_quoted'([], L, L, [0'"|S], S) :- !.
'$csv_quoted'([C|Cs], L0, L, [C|S0], S) :-
    (   C == 0'\n -> L1 is L0 + 1 ; L1 = L0   ),
    '$csv_quoted'(Cs, L1, L, S0, S).

'$csv_plain'([], _, [], []).
'$csv_plain'([C|S0], Sep, Codes, S) :-
    (   C == Sep -> Codes = [], S = [C|S0]
    ;   C == 0'\n -> Codes = [], S = [C|S0]
    ;   C == 0'\r, S0 = [0'\n|_] -> Codes = [], S = [C|S0]
    ;   Codes = [C|Cs],
        '$csv_plain'(S0, Sep, Cs, S)
    ).

'$csv_value'(Codes0, O, Value) :-
    O = o(_, Strip, Convert, Case, _, _, _, _, _),
    (   Strip == true -> '$csv_strip'(Codes0, Codes1) ; Codes1 = Codes0   ),
    '$csv_case'(Case, Codes1, Codes),
    (   Convert == true, '$csv_number'(Codes, N)
    ->  Value = N
    ;   atom_codes(Value, Codes)
    ).

'$csv_strip'(Codes0, Codes) :-
    '$csv_drop_white'(Codes0, Codes1),
    reverse(Codes1, R0),
    '$csv_drop_white'(R0, R),
    reverse(R, Codes).
'$csv_drop_white'([C|Cs], Rest) :- code_type(C, space), !, '$csv_drop_white'(Cs, Rest).
'$csv_drop_white'(Cs, Cs).

'$csv_case'(preserve, Codes, Codes).
'$csv_case'(down, Codes0, Codes) :- atom_codes(A, Codes0), downcase_atom(A, D), atom_codes(D, Codes).
'$csv_case'(up, Codes0, Codes) :- atom_codes(A, Codes0), upcase_atom(A, U), atom_codes(U, Codes).

% A field that reads as a number, without layout around it.
'$csv_number'([C|Cs], N) :-
    \+ code_type(C, space),
    last([C|Cs], Last),
    \+ code_type(Last, space),
    catch(number_codes(N, [C|Cs]), _, fail).

'$csv_emit_rows'([], _, S, S).
'$csv_emit_rows'([Row|Rows], O, S0, S) :-
    Row =.. [_|Fields],
    '$csv_emit_fields'(Fields, O, S0, [0'\r, 0'\n|S1]),
    '$csv_emit_rows'(Rows, O, S1, S).

'$csv_emit_fields'([], _, S, S).
'$csv_emit_fields'([F|Fs], O, S0, S) :-
    '$csv_emit_field'(F, O, S0, S1),
    (   Fs == []
    ->  S1 = S
    ;   arg(1, O, Sep),
        S1 = [Sep|S2],
        '$csv_emit_fields'(Fs, O, S2, S)
    ).

'$csv_emit_field'(F, O, S0, S) :-
    (   number(F) -> number_codes(F, Codes), append(Codes, S, S0)
    ;   atomic(F)
    ->  format(codes(Codes), "~w", [F]),
        arg(1, O, Sep),
        (   member(C, Codes), memberchk(C, [Sep, 0'", 0'\n, 0'\r])
        ->  S0 = [0'"|S1],
            '$csv_emit_quoted'(Codes, S1, [0'"|S])
        ;   append(Codes, S, S0)
        )
    ;   throw(error(type_error(number, F), _))
    ).

'$csv_emit_quoted'([], S, S).
'$csv_emit_quoted'([C|Cs], S0, S) :-
    (   C == 0'" -> S0 = [0'", 0'"|S1] ; S0 = [C|S1]   ),
    '$csv_emit_quoted'(Cs, S1, S).
