% timing.pl: time/1 of library(statistics): runs Goal as call/1 does and reports
% on user_error, at each exit, failure or exception, the inferences, the CPU and
% the wall time it took, as SWI-Prolog prints them.

time(Goal) :-
    statistics(inferences, I0),
    statistics(cputime, T0),
    get_time(W0),
    (   catch(Goal, E, true)
    *-> '$time_report'(I0, T0, W0),
        ( var(E) -> true ; throw(E) )
    ;   '$time_report'(I0, T0, W0),
        fail
    ).

'$time_report'(I0, T0, W0) :-
    statistics(inferences, I1),
    statistics(cputime, T1),
    get_time(W1),
    I is max(0, I1-I0),
    T is T1-T0,
    W is W1-W0,
    ( W > 0 -> Share is round(100*T/W) ; Share = 0 ),
    ( T > 0 -> Lips is integer(I/T) ; Lips = 'Infinite' ),
    format(user_error, "% ~D inferences, ~3f CPU in ~3f seconds (~w% CPU, ~w Lips)~n",
           [I, T, W, Share, Lips]).
