% Conformance driver for costlog's Prolog engine.
%
% The runner (run.sh) concatenates this file with ONE case file
% (cases/FAMILY.pl) into a temporary file and runs
%     swipl -g main -t halt TMP.pl
%     costlog run TMP.pl -g main
% Case files contain facts t(Id, Goal, Expect) (kept together) plus helper
% clauses.  main/0 runs every case, prints one line per failing case
%     FAIL Id: expected Expect got Outcome
% and finally
%     conformance: P passed, F failed
% and succeeds iff F =:= 0.  Nothing is printed for passing cases.
%
% Expect is one of
%     true              Goal succeeds (at least once)
%     fail              Goal fails
%     error(Formal)     Goal raises error(F, _) and subsumes_term(Formal, F)
%     ball(B)           Goal raises a ball B1 with B1 =@= B
%     all(Tmpl, List)   findall(Tmpl, Goal, L) succeeds with L =@= List
%
% Only ISO builtins plus format/2,3, msort/2 and subsumes_term/2 are used here.

:- set_prolog_flag(double_quotes, codes).

main :-
    findall(c(Id, Goal, Expect), t(Id, Goal, Expect), Cases),
    conf_duplicates(Cases, Dups),
    conf_run(Cases, 0, 0, P, F0),
    conf_length(Dups, ND),
    F is F0 + ND,
    format('conformance: ~w passed, ~w failed~n', [P, F]),
    F =:= 0.

conf_run([], P, F, P, F).
conf_run([c(Id, Goal, Expect)|Cases], P0, F0, P, F) :-
    (   conf_case(Id, Goal, Expect)
    ->  P1 is P0 + 1, F1 = F0
    ;   P1 = P0, F1 is F0 + 1
    ),
    conf_run(Cases, P1, F1, P, F).

% conf_case(+Id, +Goal, +Expect): succeeds iff the case passes; otherwise
% prints a FAIL line and fails.
conf_case(Id, Goal, Expect) :-
    catch(conf_outcome(Expect, Goal, Outcome), B, Outcome = driver_error(B)),
    (   catch(conf_match(Expect, Outcome), _, fail)
    ->  true
    ;   conf_report(Id, Expect, Outcome),
        fail
    ).

conf_outcome(Expect, Goal, Outcome) :-
    nonvar(Expect),
    Expect = all(Template, _),
    !,
    catch(( findall(Template, Goal, L), Outcome = all(L) ),
          B,
          Outcome = ball(B)).
conf_outcome(_, Goal, Outcome) :-
    catch(( call(Goal) -> Outcome = true ; Outcome = fail ),
          B,
          Outcome = ball(B)).

conf_match(true, true).
conf_match(fail, fail).
conf_match(error(Formal), ball(Ball)) :-
    nonvar(Ball),
    Ball = error(F, _),
    subsumes_term(Formal, F).
conf_match(ball(B), ball(Ball)) :-
    Ball =@= B.
conf_match(all(_, List), all(L)) :-
    L =@= List.

conf_report(Id, Expect, Outcome) :-
    conf_expected(Expect, E),
    catch(format('FAIL ~q: expected ~q got ~q~n', [Id, E, Outcome]), _,
          ( write('FAIL '), writeq(Id), write(': (unprintable outcome)'), nl )).

conf_expected(all(_, List), all(List)) :- !.
conf_expected(E, E).

% Duplicate case identifiers are reported as failures.
conf_duplicates(Cases, Dups) :-
    findall(Id, member(c(Id, _, _), Cases), Ids),
    msort(Ids, Sorted),
    conf_adjacent_dups(Sorted, Dups),
    conf_report_dups(Dups).

conf_adjacent_dups([], []).
conf_adjacent_dups([_], []) :- !.
conf_adjacent_dups([A, B|T], Dups) :-
    (   A == B
    ->  Dups = [A|Dups1],
        conf_skip(A, [B|T], Rest),
        conf_adjacent_dups(Rest, Dups1)
    ;   conf_adjacent_dups([B|T], Dups)
    ).

conf_skip(A, [B|T], Rest) :-
    A == B, !,
    conf_skip(A, T, Rest).
conf_skip(_, L, L).

conf_report_dups([]).
conf_report_dups([Id|Ids]) :-
    format('FAIL ~q: duplicate case identifier~n', [Id]),
    conf_report_dups(Ids).

conf_length([], 0).
conf_length([_|T], N) :-
    conf_length(T, N0),
    N is N0 + 1.
