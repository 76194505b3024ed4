% cleanup.pl: setup_call_catcher_cleanup/4, setup_call_cleanup/3, call_cleanup/2
% and catch_with_backtrace/3.
% The cleanup runs once (its failure is ignored, its exceptions propagate): when Goal
% exits without choice points (Catcher = exit), fails (fail), raises an exception
% (exception(E)), fails on backtracking after its last solution (fail), or when a
% cut removes Goal's choice points (!; through the '$cleanup_mark' choice point the
% engine watches; see machine/cleanup.rs). It runs only if Catcher unifies with
% the reason, as in SWI-Prolog.

setup_call_cleanup(Setup, Goal, Cleanup) :-
    setup_call_catcher_cleanup(Setup, Goal, _, Cleanup).
call_cleanup(Goal, Cleanup) :- setup_call_catcher_cleanup(true, Goal, _, Cleanup).

setup_call_catcher_cleanup(Setup, Goal, Catcher, Cleanup) :-
    once(Setup),
    Done = done(0),
    '$cleanup_call'(Goal, Catcher, Cleanup, Done).

% The exception is caught inside the '$cleanup_mark' choice point, so the cleanup
% sees exception(E) before unwinding cuts the mark.
'$cleanup_call'(Goal, Catcher, Cleanup, Done) :-
    (   '$cleanup_mark'('$cleanup_run'(Catcher, !, Cleanup, Done)),
        '$choice_count'(N0),
        catch(Goal, E, ( '$cleanup_run'(Catcher, exception(E), Cleanup, Done), throw(E) )),
        '$choice_count'(N),
        ( N =:= N0 -> '$cleanup_run'(Catcher, exit, Cleanup, Done), ! ; true )
    ;   '$cleanup_run'(Catcher, fail, Cleanup, Done),
        fail
    ).
'$cleanup_run'(Catcher, Reason, Cleanup, Done) :-
    (   arg(1, Done, 0)
    ->  '$nb_set_counter'(1, Done, 1),
        (   Catcher = Reason
        ->  ( call(Cleanup) -> true ; true )
        ;   true
        )
    ;   true
    ).

catch_with_backtrace(Goal, Catcher, Recovery) :- catch(Goal, Catcher, Recovery).
