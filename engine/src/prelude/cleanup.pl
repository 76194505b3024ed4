% cleanup.pl: setup_call_cleanup/3, call_cleanup/2 and catch_with_backtrace/3.
% The cleanup runs once (its failure is ignored, its exceptions propagate): when Goal
% exits without choice points, fails, raises an exception, fails on backtracking
% after its last solution, or when a cut removes Goal's choice points (through the
% '$cleanup_mark' choice point the engine watches; see machine/cleanup.rs).

setup_call_cleanup(Setup, Goal, Cleanup) :-
    once(Setup),
    Done = done(0),
    catch('$cleanup_call'(Goal, Cleanup, Done), E,
          ( '$cleanup_run'(Cleanup, Done), throw(E) )).
call_cleanup(Goal, Cleanup) :- setup_call_cleanup(true, Goal, Cleanup).

'$cleanup_call'(Goal, Cleanup, Done) :-
    (   '$cleanup_mark'('$cleanup_run'(Cleanup, Done)),
        '$choice_count'(N0),
        call(Goal),
        '$choice_count'(N),
        ( N =:= N0 -> '$cleanup_run'(Cleanup, Done), ! ; true )
    ;   '$cleanup_run'(Cleanup, Done),
        fail
    ).
'$cleanup_run'(Cleanup, Done) :-
    (   arg(1, Done, 0)
    ->  '$nb_set_counter'(1, Done, 1),
        ( call(Cleanup) -> true ; true )
    ;   true
    ).

catch_with_backtrace(Goal, Catcher, Recovery) :- catch(Goal, Catcher, Recovery).
