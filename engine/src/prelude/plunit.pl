% plunit.pl: library(plunit)'s run_tests/0,1,2 as in SWI-Prolog 9. The loader
% turns a `begin_tests(Unit[, Options])` ... `end_tests(Unit)` block into facts:
% '$plunit_unit'(Unit, Options, File, Line) and, per `test(Name[, Options]) :- Body`,
% '$plunit_test'(Unit, Name, Options, Body, File, Line) (Options and Body share their
% variables). Reports go to user_error in SWI-Prolog's words; run_tests fails when a
% test failed.

% set_test_options(+Options): SWI-Prolog's options (load(always), run(manual),
% silent(true), ...) are accepted; they change nothing here.
set_test_options(Options) :- must_be(list, Options).

run_tests :- run_tests(all).
run_tests(Spec, _Options) :- run_tests(Spec).
run_tests(Spec) :-
    '$pu_selection'(Spec, Selection),
    '$pu_reset',
    '$pu_run_units'(Selection),
    '$pu_summary'.

% Unit-Tests pairs to run, in load order; Tests is `all` or a list of names.
'$pu_selection'(all, Selection) :- !,
    '$pu_units'(Units),
    '$pu_all'(Units, Selection).
'$pu_selection'(Specs, Selection) :-
    is_list(Specs), !,
    '$pu_specs'(Specs, Selection).
'$pu_selection'(Spec, Selection) :- '$pu_specs'([Spec], Selection).
'$pu_all'([], []).
'$pu_all'([U|Us], [U-all|S]) :- '$pu_all'(Us, S).
'$pu_specs'([], []).
'$pu_specs'([Spec|Specs], [U-Tests|S]) :-
    (   Spec = U:T -> ( is_list(T) -> Tests = T ; Tests = [T] )
    ;   U = Spec, Tests = all
    ),
    (   '$pu_units'(Units), '$pu_memberchk'(U, Units) -> true
    ;   throw(error(existence_error(unit_test, U), _))
    ),
    '$pu_specs'(Specs, S).
% The facts exist once a file declared a unit.
'$pu_units'(Units) :-
    catch(findall(U, '$plunit_unit'(U, _, _, _), Units),
          error(existence_error(procedure, _), _),
          Units = []).
'$pu_tests'(U, All) :-
    catch(findall(t(N, O, G, F, L), '$plunit_test'(U, N, O, G, F, L), All),
          error(existence_error(procedure, _), _),
          All = []).

'$pu_reset' :-
    nb_setval('$pu_passed', 0),
    nb_setval('$pu_failed', 0),
    nb_setval('$pu_fixme', 0),
    nb_setval('$pu_blocked', []).
'$pu_count'(Key) :- nb_getval(Key, N0), N is N0+1, nb_setval(Key, N).

'$pu_run_units'([]).
'$pu_run_units'([U-Tests|Us]) :-
    '$plunit_unit'(U, Options, _, _), !,
    (   '$pu_memberchk'(blocked(_), Options) -> true
    ;   '$pu_memberchk'(condition(C), Options), \+ catch(C, _, fail) -> true
    ;   '$pu_memberchk'(setup(S), Options)
    ->  ( '$pu_setup'(S, unit(U)) -> '$pu_run_unit'(U, Tests, Options) ; true )
    ;   '$pu_run_unit'(U, Tests, Options)
    ),
    '$pu_run_units'(Us).

'$pu_run_unit'(U, Tests, Options) :-
    statistics(cputime, T0),
    nb_getval('$pu_failed', F0),
    ( Tests == all -> Shown = U ; Tests = [One] -> Shown = U:One ; Shown = U:Tests ),
    format(user_error, "% PL-Unit: ~w ", [Shown]),
    '$pu_tests'(U, All),
    '$pu_run_tests'(All, Tests),
    statistics(cputime, T1),
    Time is T1-T0,
    nb_getval('$pu_failed', F1),
    (   F1 =:= F0 -> format(user_error, " passed ~3f sec~n", [Time])
    ;   format(user_error, "**FAILED ~3f sec~n", [Time])
    ),
    '$pu_cleanup'(Options).

'$pu_run_tests'([], _).
'$pu_run_tests'([t(N, O, G, F, L)|Ts], Tests) :-
    (   ( Tests == all ; '$pu_memberchk'(N, Tests) )
    ->  '$pu_test'(N, O, G, F, L)
    ;   true
    ),
    '$pu_run_tests'(Ts, Tests).

% One test with its options (a list or a single option).
'$pu_test'(N, O0, G, F, L) :-
    ( is_list(O0) -> O = O0 ; O = [O0] ),
    (   '$pu_memberchk'(blocked(Why), O)
    ->  nb_getval('$pu_blocked', B), nb_setval('$pu_blocked', [b(F, L, N, Why)|B])
    ;   '$pu_memberchk'(condition(C), O), \+ catch(C, _, fail)
    ->  true
    ;   '$pu_memberchk'(forall(Gen), O)
    ->  term_variables(Gen, Vars),
        forall(Gen, '$pu_once'(N, O, G, F, L, forall(Vars)))
    ;   '$pu_once'(N, O, G, F, L, none)
    ).

% Runs a copy of the test (forall bindings stay shared), with its setup and cleanup.
'$pu_once'(N, O, G, F, L, Binding) :-
    copy_term(t(O, G), t(O1, G1)),
    (   '$pu_memberchk'(setup(S), O1)
    ->  ( '$pu_setup'(S, test(F, L)) -> '$pu_run_once'(N, O1, G1, F, L, Binding) ; true )
    ;   '$pu_run_once'(N, O1, G1, F, L, Binding)
    ).
'$pu_run_once'(N, O1, G1, F, L, Binding) :-
    '$pu_expected'(O1, Expect),
    catch('$pu_outcome'(Expect, G1, Result), E, Result = error(E)),
    '$pu_cleanup'(O1),
    (   '$pu_memberchk'(fixme(_), O1)
    ->  ( Result == passed -> put_char(user_error, '+') ; put_char(user_error, '-'), '$pu_count'('$pu_fixme') )
    ;   '$pu_report'(Result, O1, N, F, L, Binding)
    ).

% Runs the cleanup option of a unit or a test, if any; an error in it is a warning.
'$pu_cleanup'(Options) :-
    (   '$pu_memberchk'(cleanup(C), Options)
    ->  catch(ignore(C), E, ( '$message_text'(E, Text), format(user_error, "~NWarning: ~w~n", [Text]) ))
    ;   true
    ).

% Runs the setup goal of a unit or a test once; a setup that fails or raises is
% reported as SWI-Prolog does, and its unit or test is skipped (not counted).
'$pu_setup'(S, Where) :-
    catch(( once(S) -> Ok = true ; Ok = false ), E, Ok = error(E)),
    (   Ok == true -> true
    ;   Ok == false
    ->  format(user_error, "~NERROR: goal unexpectedly failed: ~p~n", [S]), fail
    ;   Ok = error(E),
        '$message_text'(E, Text),
        (   Where = unit(U)
        ->  format(user_error, "~NERROR: PL-Unit: unit ~w: error in setup: ~w~n", [U, Text])
        ;   Where = test(F, L),
            format(user_error, "~NERROR: ~w:~w:~n\terror in setup: ~w~n", [F, L, Text])
        ),
        fail
    ).

% What the options ask of the test.
'$pu_expected'(O, Expect) :-
    (   ( '$pu_memberchk'(fail, O) ; '$pu_memberchk'(false, O) ) -> Expect = fail
    ;   '$pu_memberchk'(throws(B), O) -> Expect = throws(B)
    ;   '$pu_memberchk'(error(E), O) -> Expect = throws(error(E, _))
    ;   '$pu_memberchk'(error(E, C), O) -> Expect = throws(error(E, C))
    ;   '$pu_memberchk'(all(Cmp), O) -> Expect = all(Cmp)
    ;   '$pu_memberchk'(set(Cmp), O) -> Expect = set(Cmp)
    ;   '$pu_memberchk'(true(Cmp), O) -> Expect = true(Cmp)
    ;   '$pu_member'(Cmp, O), '$pu_comparison'(Cmp) -> Expect = true(Cmp)
    ;   Expect = true(true)
    ).
'$pu_comparison'(Cmp) :-
    compound(Cmp),
    Cmp =.. [Op, _, _],
    '$pu_memberchk'(Op, [=, ==, =:=, =@=, \==, \=, =\=, <, >, =<, >=, @<, @>, @=<, @>=]).

% passed, choicepoint, failed, wrong(Op, Expected, Got), no_exception,
% wrong_error(Expected, Got), succeeded(Time) (a test that must fail), or error(E).
'$pu_outcome'(fail, G, Result) :- !,
    statistics(cputime, T0),
    ( call(G) -> statistics(cputime, T1), T is T1-T0, Result = succeeded(T) ; Result = passed ).
'$pu_outcome'(throws(B), G, Result) :- !,
    catch(( call(G) -> Result = no_exception ; Result = failed ), E,
          ( subsumes_term(B, E) -> Result = passed ; Result = wrong_error(B, E) )).
'$pu_outcome'(all(Cmp), G, Result) :- !,
    Cmp =.. [Op, T, Want],
    findall(T, G, Got),
    '$pu_compare'(Op, Got, Want, Result).
'$pu_outcome'(set(Cmp), G, Result) :- !,
    Cmp =.. [Op, T, Want],
    findall(T, G, Got0),
    sort(Got0, Got),
    % The expected list is compared as a set too, as SWI-Prolog's plunit does.
    ( is_list(Want) -> sort(Want, WantSet) ; WantSet = Want ),
    '$pu_compare'(Op, Got, WantSet, Result).
'$pu_outcome'(true(Cmp), G, Result) :-
    (   '$choice_count'(C0), call(G), '$choice_count'(C1)
    ->  (   Cmp == true -> R0 = passed
        ;   Cmp =.. [Op, Got, Want], '$pu_compare'(Op, Got, Want, R0)
        ),
        ( R0 == passed, C1 > C0 -> Result = choicepoint ; Result = R0 )
    ;   Result = failed
    ).
'$pu_compare'(Op, Got, Want, Result) :-
    Test =.. [Op, Got, Want],
    ( catch(Test, _, fail) -> Result = passed ; Result = wrong(Op, Want, Got) ).

'$pu_report'(passed, _, _, _, _, _) :- !,
    '$pu_count'('$pu_passed'),
    put_char(user_error, '.').
'$pu_report'(choicepoint, O, N, F, L, B) :- !,
    '$pu_count'('$pu_passed'),
    (   '$pu_memberchk'(nondet, O) -> true
    ;   '$pu_name'(N, B, Name),
        format(user_error, "~NWarning: ~w:~w:~n\tPL-Unit: Test ~w: Test succeeded with choicepoint~n",
               [F, L, Name])
    ),
    put_char(user_error, '.').
'$pu_report'(Result, _, N, F, L, B) :-
    '$pu_count'('$pu_failed'),
    '$pu_name'(N, B, Name),
    format(user_error, "~NERROR: ~w:~w:~n\ttest ~w: ", [F, L, Name]),
    '$pu_failure'(Result).
'$pu_name'(N, none, N) :- !.
'$pu_name'(N, forall(Vars), Name) :-
    format(atom(Name), "~w (forall bindings = ~p)", [N, Vars]).

'$pu_failure'(failed) :- format(user_error, "failed~n~n", []).
'$pu_failure'(succeeded(T)) :- format(user_error, "must fail but succeeded in ~2f seconds~n~n", [T]).
'$pu_failure'(no_exception) :- format(user_error, "no_exception~n~n", []).
'$pu_failure'(wrong(Op, Want, Got)) :-
    format(user_error, "wrong answer (compared using ~w)~nERROR:     Expected: ~p~nERROR:     Got:      ~p~n",
           [Op, Want, Got]).
'$pu_failure'(wrong_error(Want, Got)) :-
    format(user_error, "wrong error~nERROR:     Expected: ~p~nERROR:     Got:      ~p~n", [Want, Got]).
'$pu_failure'(error(E)) :-
    '$message_text'(E, Text),
    format(user_error, "received error: ~w~n", [Text]).

'$pu_summary' :-
    nb_getval('$pu_blocked', Blocked0),
    reverse(Blocked0, Blocked),
    length(Blocked, NB),
    (   NB =:= 0 -> true
    ;   ( NB =:= 1 -> format(user_error, "% one test is blocked:~n", [])
        ; format(user_error, "% ~w tests are blocked:~n", [NB])
        ),
        forall('$pu_member'(b(F, L, N, Why), Blocked),
               format(user_error, "% ~w:~w:~n\ttest ~w: ~w~n", [F, L, N, Why]))
    ),
    nb_getval('$pu_fixme', Fixme),
    ( Fixme > 0 -> format(user_error, "% ~w tests flagged FIXME failed~n", [Fixme]) ; true ),
    nb_getval('$pu_passed', P),
    nb_getval('$pu_failed', Failed),
    (   Failed > 0
    ->  ( Failed =:= 1 -> format(user_error, "% 1 test failed~n", []) ; format(user_error, "% ~w tests failed~n", [Failed]) ),
        format(user_error, "% ~w tests passed~n", [P]),
        fail
    ;   P =:= 0, NB =:= 0 -> format(user_error, "% No tests to run~n", [])
    ;   NB > 0 -> format(user_error, "% ~w tests passed~n", [P])
    ;   P =:= 1 -> format(user_error, "% test passed~n", [])
    ;   format(user_error, "% All ~w tests passed~n", [P])
    ).

'$pu_member'(X, [H|T]) :- '$lists_member'(T, X, H).
'$pu_memberchk'(X, L) :- '$pu_member'(X, L), !.
