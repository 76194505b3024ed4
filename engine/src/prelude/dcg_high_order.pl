% dcg_high_order.pl: library(dcg/high_order) as SWI-Prolog 9 defines it: grammar
% rules over a list of elements (sequence//2,3,5), an optional part (optional//2)
% and one rule per solution of a goal (foreach//2,3). Written as plain clauses with
% the two list arguments explicit (library files are not DCG-translated).

% sequence(:Element, ?List)//: zero or more Elements, longest first.
sequence(Element, List, S0, S) :- '$dcgho_each'(List, Element, S0, S).

'$dcgho_each'([H|T], Element, S0, S) :-
    call(Element, H, S0, S1),
    '$dcgho_each'(T, Element, S1, S).
'$dcgho_each'([], _, S, S).

% sequence(:Element, :Separator, ?List)//: Elements separated by Separators. With
% List unbound it takes each separator it can (committing to the element before).
sequence(Element, Separator, List, S0, S) :-
    '$dcgho_separated'(List, Element, Separator, S0, S).

% sequence(:Start, :Element, :Separator, :End, ?List)//: as sequence//3 between
% Start and End, first solution only.
sequence(Start, Element, Separator, End, List, S0, S) :-
    call_dcg(Start, S0, S1),
    '$dcgho_separated'(List, Element, Separator, S1, S2),
    call_dcg(End, S2, S),
    !.

'$dcgho_separated'(List, Element, Separator, S0, S) :-
    var(List),
    !,
    (   call(Element, H, S0, S1)
    *-> (   call_dcg(Separator, S1, S2)
        ->  !,
            List = [H|T],
            '$dcgho_greedy'(T, Element, Separator, S2, S)
        ;   List = [H],
            S = S1
        )
    ;   List = [],
        S = S0
    ).
'$dcgho_separated'([H|T], Element, Separator, S0, S) :-
    call(Element, H, S0, S1),
    (   T == []
    ->  S = S1
    ;   call_dcg(Separator, S1, S2),
        '$dcgho_separated'(T, Element, Separator, S2, S)
    ).
'$dcgho_separated'([], _, _, S, S).

% After a separator an element must follow; each further separator is taken.
'$dcgho_greedy'([H|T], Element, Separator, S0, S) :-
    call(Element, H, S0, S1),
    (   call_dcg(Separator, S1, S2)
    ->  !,
        '$dcgho_greedy'(T, Element, Separator, S2, S)
    ;   T = [],
        S = S1
    ).

% optional(:Match, :Default)//: Match if it applies, else Default; once.
optional(Match, _, S0, S) :- call_dcg(Match, S0, S), !.
optional(_, Default, S0, S) :- call_dcg(Default, S0, S), !.

% foreach(:Generator, :Element)// and foreach(:Generator, :Element, :Separator)//:
% Element once for each solution of Generator (Separators between). Variables of
% Element that Generator does not bind are shared by all the elements.
foreach(Generator, Element, S0, S) :- foreach(Generator, Element, [], S0, S).
foreach(Generator, Element, Separator, S0, S) :-
    term_variables(Generator, GenVars0),
    sort(GenVars0, GenVars),
    term_variables(Element-Separator, RuleVars0),
    sort(RuleVars0, RuleVars),
    ord_intersection(GenVars, RuleVars, PassedVars),
    ord_subtract(RuleVars, GenVars, SharedVars),
    Passed =.. [v|PassedVars],
    Shared =.. [v|SharedVars],
    findall(Passed, Generator, Solutions),
    '$dcgho_emit'(Solutions, Passed, Shared, Element, Separator, S0, S).

'$dcgho_emit'([], _, _, _, _, S, S).
'$dcgho_emit'([Values|More], Passed, Shared, Element, Separator, S0, S) :-
    copy_term(r(Passed, Shared, Element, Separator), r(Values, Shared, E, Sep)),
    call_dcg(E, S0, S1),
    (   More == []
    ->  S = S1
    ;   call_dcg(Sep, S1, S2),
        '$dcgho_emit'(More, Passed, Shared, Element, Separator, S2, S)
    ).
