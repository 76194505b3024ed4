% limits.pl: call_with_depth_limit/3 and call_with_inference_limit/3 as in
% SWI-Prolog 9, on the machine's depth of the call tree (machine/depth.rs) and
% its inference count; the '$...' helpers are in builtins/limits.rs. Each saves
% the caller's limit, sets the goal's, and puts the caller's back when the goal
% exits, fails or raises; backtracking into the goal sets the goal's again. A
% goal that exits without a choice point cuts the redo alternative.

call_with_depth_limit(G, Limit, Result) :-
    '$depth_limit'(Limit, OLimit, OReached, Zero),
    (   '$choice_count'(N0),
        catch(G, E, '$depth_limit_except'(OLimit, OReached, E)),
        '$choice_count'(N),
        '$depth_limit_true'(Limit, OLimit, OReached, Zero, Result),
        ( N =:= N0 -> ! ; true )
    ;   '$depth_limit_restore'(OLimit, OReached, true),
        Result = depth_limit_exceeded
    ).

'$depth_limit_true'(_, OLimit, OReached, Zero, Result) :-
    '$depth_limit_exit'(OLimit, OReached, Zero, Result).
'$depth_limit_true'(Limit, _, _, Zero, _) :-
    '$depth_limit_redo'(Limit, Zero),
    fail.

'$depth_limit_except'(OLimit, OReached, E) :-
    '$depth_limit_restore'(OLimit, OReached, _),
    throw(E).

call_with_inference_limit(G, Limit, Result) :-
    '$inference_limit'(Limit, OLimit),
    (   '$choice_count'(N0),
        % One more for the call of catch/3, which must not raise the limit's error.
        Limit1 is Limit + 1,
        '$inference_limit_set'(Limit1, OLimit),
        catch(G, E, '$inference_limit_except'(OLimit, E, Result0)),
        '$choice_count'(N),
        (   Result0 == inference_limit_exceeded
        ->  !
        ;   '$inference_limit_true'(Limit, OLimit, N0, N, Result0),
            ( Result0 == ! -> ! ; true )
        ),
        Result = Result0
    ;   '$inference_limit_restore'(OLimit),
        fail
    ).

'$inference_limit_true'(_, OLimit, N0, N, Result) :-
    '$inference_limit_restore'(OLimit),
    ( N =:= N0 -> Result = ! ; Result = true ).
'$inference_limit_true'(Limit, OLimit, _, _, _) :-
    '$inference_limit_set'(Limit, OLimit),
    fail.

% Any inference_limit_exceeded that reaches the goal's handler is the goal's
% result, as in SWI-Prolog (also when a caller's smaller limit raised it).
'$inference_limit_except'(OLimit, E, Result) :-
    '$inference_limit_restore'(OLimit),
    (   E == inference_limit_exceeded
    ->  Result = inference_limit_exceeded
    ;   throw(E)
    ).
