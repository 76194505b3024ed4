% det.pl: SWI-Prolog's determinism annotations. $(Goal) runs Goal, which must
% succeed exactly once without leaving a choice point (the error shows Goal as it
% was called). The loader turns a `$` in a clause body's top-level conjunction
% into a cut (without SWI-Prolog's check that the rest of the clause is
% deterministic); anywhere else `$` is a no-op.

'$'(Goal) :-
    '$det_goal'(Goal, Called),
    (   '$choice_count'(B), call(Goal), '$choice_count'(A)
    ->  (   A > B
        ->  throw(error(determinism_error(Called, det, nondet, goal), _))
        ;   true
        )
    ;   throw(error(determinism_error(Called, det, fail, goal), _))
    ).
'$'.
