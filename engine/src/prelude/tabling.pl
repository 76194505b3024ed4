% tabling.pl: the evaluation of tabled predicates (`:- table`), on the answer
% tables of builtins/tabling.rs.
%
% Design. Loading renames the clauses of a tabled p/N to 'p tabled'/N+1, whose
% last argument is the table the clause answers for, and defines
% p(Args) :- '$tbl_call'(p(Args)). A clause body is cut at each call of a tabled
% predicate written in its top-level conjunction after its last cut: the rest of
% the body becomes a continuation predicate, and the call becomes
% '$tbl_consume'(Call, Cont) (a cut after it would not prune the clause). The
% clause's last continuation adds the head as an answer ('$tbl_add_answer'/2).
%
% The first tabled call made while no evaluation runs is the leader: it evaluates
% its table (runs the hidden clauses once, failure-driven), then drains the work
% queue, and when the queue is empty every table created meanwhile is complete.
% A consumer registers its continuation with the table it calls and runs it on the
% answers present; every later answer (or changed moded answer) of that table
% queues the continuation on it, so nothing is evaluated twice (SLG resolution with
% the continuations cut at clause level). A tabled call the loader could not cut
% out (inside a control construct or a plain predicate) reads the answers present
% and registers its running table as a reader: each new answer of the table it read
% queues a re-evaluation of the reader (completion by iteration, where SLG
% resolution would suspend). Variant answers are stored once; moded tables keep one
% answer per variant of their plain arguments, aggregated by the mode.

'$tbl_call'(Goal) :-
    '$tbl_table'(Goal, T, Status),
    (   Status == complete
    ->  true
    ;   Status == fresh, '$tbl_idle'
    ->  '$tbl_lead'(T, Goal)
    ;   ( Status == fresh -> '$tbl_eval'(T, Goal) ; true ),
        '$tbl_depend'(T)
    ),
    '$tbl_answers'(T, Goal).

'$tbl_lead'(T, Goal) :-
    '$tbl_lead_start'(T),
    catch(( '$tbl_eval'(T, Goal), '$tbl_drain' ), E, ( '$tbl_abandon', throw(E) )),
    '$tbl_lead_end'.

'$tbl_eval'(T, Goal) :-
    '$tbl_impl'(Goal, T, Impl),
    (   '$tbl_enter'(T), call(Impl), fail
    ;   '$tbl_leave'
    ).

'$tbl_drain' :-
    repeat,
    (   '$tbl_next_work'(W)
    ->  '$tbl_work'(W), fail
    ;   !
    ).

'$tbl_work'(resume(Owner, Goal-Cont, Answer)) :-
    (   '$tbl_enter'(Owner), Goal = Answer, call(Cont), fail
    ;   '$tbl_leave'
    ).
'$tbl_work'(eval(T, Goal)) :-
    '$tbl_eval'(T, Goal).

'$tbl_answers'(T, Goal) :-
    '$tbl_count'(T, N),
    N > 0,
    M is N - 1,
    '$between'(0, M, I),
    '$tbl_answer'(T, I, Goal).

'$tbl_consume'(Goal, Cont) :-
    '$tbl_table'(Goal, T, Status),
    (   Status == complete
    ->  '$tbl_answers'(T, Goal), call(Cont)
    ;   ( Status == fresh -> '$tbl_eval'(T, Goal) ; true ),
        '$tbl_add_consumer'(T, Goal-Cont, N),
        N > 0,
        M is N - 1,
        '$between'(0, M, I),
        '$tbl_answer'(T, I, Goal),
        call(Cont)
    ).

'$tbl_add_answer'(T, Answer) :-
    '$tbl_new_answer'(T, Answer, R),
    (   R = old(Slot, Old, I, Mode)
    ->  arg(I, Old, OV),
        arg(I, Answer, NV),
        '$tbl_aggregate'(Mode, OV, NV, AV),
        ( AV =@= OV -> true ; '$tbl_update'(T, Slot, I, AV) )
    ;   true
    ).

% '$tbl_aggregate'(Mode, Old, New, Aggregate), as SWI-Prolog's moded tabling.
'$tbl_aggregate'(max, O, N, A) :- ( N @> O -> A = N ; A = O ).
'$tbl_aggregate'(min, O, N, A) :- ( N @< O -> A = N ; A = O ).
'$tbl_aggregate'(first, O, _, O).
'$tbl_aggregate'(-, O, _, O).
'$tbl_aggregate'(last, _, N, N).
'$tbl_aggregate'(sum, O, N, A) :- A is O + N.
'$tbl_aggregate'(lattice(PI), O, N, A) :- '$tbl_pi_name'(PI, 3, P), call(P, O, N, A).
'$tbl_aggregate'(po(PI), O, N, A) :- '$tbl_pi_name'(PI, 2, P), ( call(P, O, N) -> A = O ; A = N ).

'$tbl_pi_name'(M:PI, K, M:P) :- !, '$tbl_pi_name'(PI, K, P).
'$tbl_pi_name'(P/K, K, P) :- !.
'$tbl_pi_name'(P, _, P).
