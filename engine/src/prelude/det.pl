% det.pl: SWI-Prolog's determinism annotations. $(Goal) runs Goal, which must
% succeed exactly once without leaving a choice point; the error shows Goal as
% it is then (as SWI-Prolog does). A `$(Goal)` written in a clause body is
% compiled inline to the same helpers (builtins/det.rs); this definition serves
% meta-calls. The loader turns a `$` in a clause body's top-level conjunction
% into a cut (without SWI-Prolog's check that the rest of the clause is
% deterministic); anywhere else `$` is a no-op.

'$'(Goal) :-
    '$det_enter'(Goal),
    call(Goal),
    '$det_exit'.
'$'.
