% library(debug): debug messages by topic. debug(Topic) turns a topic on,
% nodebug(Topic) off; debug(Topic, Format, Args) prints "% Message" on
% user_error when a topic unifying with Topic is on, as SWI-Prolog does. The
% topics that are on are kept in a global variable. debug/0 and nodebug/0 start
% and stop the tracer's debug mode: costlog has no tracer, so they do nothing.

'$debug_topics'(Ts) :-
    (   nb_current('$debug_topics', Ts0) -> Ts = Ts0 ; Ts = [] ).

debug(Topic) :-
    '$debug_topics'(Ts),
    (   '$member'(T, Ts), T =@= Topic -> true
    ;   '$append'(Ts, [Topic], Ts1),
        nb_setval('$debug_topics', Ts1)
    ).

nodebug(Topic) :-
    '$debug_topics'(Ts),
    '$debug_keep'(Ts, Topic, Kept),
    nb_setval('$debug_topics', Kept).

% The topics of Ts that do not unify with Topic.
'$debug_keep'([], _, []).
'$debug_keep'([T|Ts], Topic, Kept) :-
    (   \+ T \= Topic -> Kept = Kept1 ; Kept = [T|Kept1] ),
    '$debug_keep'(Ts, Topic, Kept1).

nodebug.

debug.

debugging(Topic) :-
    '$debug_topics'(Ts),
    '$member'(T, Ts),
    \+ T \= Topic,
    Topic = T.

debugging(Topic, Bool) :-
    (   debugging(Topic) -> Bool = true ; Bool = false ).

debug(Topic, Format, Args) :-
    (   \+ \+ debugging(Topic)
    ->  format(string(Text), Format, Args),
        format(user_error, "% ~s~n", [Text])
    ;   true
    ).

list_debug_topics :-
    '$debug_topics'(Ts),
    forall('$member'(T, Ts), format(user_error, "% ~q~n", [T])).
