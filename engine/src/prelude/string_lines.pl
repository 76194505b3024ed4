% string_lines.pl: library(strings) of SWI-Prolog 9, its line-oriented part:
% string_lines/2 (a text and its lines), dedent_lines/3 (remove the common
% leading white space) and indent_lines/3,4 (prefix lines). Quasi-quoted
% {|string(...)||...|} templates are not supported.

% string_lines(?String, ?Lines): String split at newlines; a final newline ends
% the last line. Lines that do not match the lines without that last empty one
% are tried with it (so "ab\n" has both ["ab"] and ["ab", ""]).
string_lines(String, Lines) :-
    var(String),
    !,
    must_be(list, Lines),
    (   Lines == []
    ->  atom_string('', String)
    ;   atomics_to_string(Lines, '\n', Text),
        string_concat(Text, '\n', String)
    ).
string_lines(String, Lines) :-
    split_string(String, '\n', '', Lines0),
    '$strings_drop_last_empty'(Lines0, Lines1),
    (   Lines = Lines1
    ->  true
    ;   Lines = Lines0
    ).

'$strings_drop_last_empty'(Lines0, Lines) :-
    (   append(Lines1, [Last], Lines0), string_length(Last, 0)
    ->  Lines = Lines1
    ;   Lines = Lines0
    ).

% dedent_lines(+In, -Out, +Options): the common leading white space of the lines
% that are not blank removed, blank lines emptied. Options: tab(N) expands tabs
% in the leading white space to stops every N columns first; chars(Chars) are
% the white space characters (default " \t").
dedent_lines(In, Out, Options) :-
    option(tab(Tab), Options, 0),
    option(chars(Chars), Options, ' \t'),
    string_codes(Chars, White),
    split_string(In, '\n', '', Lines0),
    '$strings_margins'(Lines0, Tab, White, Lines1),
    '$strings_common_margin'(Lines1, none, Margin),
    length(Margin, Width),
    '$strings_dedent'(Lines1, Width, Lines),
    atomics_to_string(Lines, '\n', Out).

% Each line as Lead-Rest code lists (Lead its leading white space), or blank.
'$strings_margins'([], _, _, []).
'$strings_margins'([Line|Lines], Tab, White, [M|Ms]) :-
    string_codes(Line, Codes),
    '$strings_lead'(Codes, White, Lead0, Rest),
    (   Rest == []
    ->  M = blank
    ;   '$strings_expand_tabs'(Lead0, Tab, 0, Lead),
        M = Lead-Rest
    ),
    '$strings_margins'(Lines, Tab, White, Ms).

'$strings_lead'([C|Cs], White, [C|Lead], Rest) :-
    memberchk(C, White),
    !,
    '$strings_lead'(Cs, White, Lead, Rest).
'$strings_lead'(Rest, _, [], Rest).

'$strings_expand_tabs'(Lead, 0, _, Lead) :- !.
'$strings_expand_tabs'([], _, _, []).
'$strings_expand_tabs'([0'\t|Cs], Tab, Col, Out) :-
    !,
    Spaces is Tab - Col mod Tab,
    length(Pad, Spaces),
    maplist(=(0'\s), Pad),
    append(Pad, Rest, Out),
    Col1 is Col + Spaces,
    '$strings_expand_tabs'(Cs, Tab, Col1, Rest).
'$strings_expand_tabs'([C|Cs], Tab, Col, [C|Rest]) :-
    Col1 is Col + 1,
    '$strings_expand_tabs'(Cs, Tab, Col1, Rest).

'$strings_common_margin'([], Acc, M) :-
    (   Acc = some(M0) -> M = M0 ; M = []   ).
'$strings_common_margin'([blank|Ms], Acc, M) :-
    !,
    '$strings_common_margin'(Ms, Acc, M).
'$strings_common_margin'([Lead-_|Ms], Acc, M) :-
    (   Acc = some(M0)
    ->  '$strings_common_prefix'(M0, Lead, M1)
    ;   M1 = Lead
    ),
    '$strings_common_margin'(Ms, some(M1), M).

'$strings_common_prefix'([C|Cs], [C|Ds], [C|Ps]) :-
    !,
    '$strings_common_prefix'(Cs, Ds, Ps).
'$strings_common_prefix'(_, _, []).

'$strings_dedent'([], _, []).
'$strings_dedent'([M|Ms], Width, [Line|Lines]) :-
    (   M = Lead-Rest
    ->  length(Cut, Width),
        append(Cut, Kept, Lead),
        append(Kept, Rest, Codes),
        string_codes(Line, Codes)
    ;   atom_string('', Line)
    ),
    '$strings_dedent'(Ms, Width, Lines).

% indent_lines(+Prefix, +In, -Out): Prefix added to each line that is not blank.
indent_lines(Prefix, In, Out) :-
    indent_lines('$strings_not_blank', Prefix, In, Out).

% indent_lines(:Filter, +Prefix, +In, -Out): Prefix added to each line (without
% its newline) for which Filter holds.
indent_lines(Filter, Prefix, In, Out) :-
    split_string(In, '\n', '', Lines0),
    '$strings_drop_last_empty'(Lines0, Lines1),
    (   Lines1 == []
    ->  atom_string('', Out)
    ;   Lines1 == Lines0
    ->  '$strings_indent'(Lines0, Filter, Prefix, Lines),
        atomics_to_string(Lines, '\n', Out)
    ;   '$strings_indent'(Lines1, Filter, Prefix, Lines),
        atomics_to_string(Lines, '\n', Text),
        string_concat(Text, '\n', Out)
    ).

'$strings_indent'([], _, _, []).
'$strings_indent'([L|Ls], Filter, Prefix, [I|Is]) :-
    (   call(Filter, L)
    ->  string_concat(Prefix, L, I)
    ;   I = L
    ),
    '$strings_indent'(Ls, Filter, Prefix, Is).

'$strings_not_blank'(Line) :-
    split_string(Line, '', ' \t', [Stripped]),
    \+ string_length(Stripped, 0).
