% Probes the predicates of a Prolog program for calls that run (SWI-Prolog).
%
% Usage: swipl -q -g probe_main -t halt bench/verdicts/probe.pl -- PROGRAM
%
% Loads PROGRAM, then calls every predicate it defines of arity 1 to 3 with
% inputs of the patterns below (l: a list of integers, i: a natural number,
% v: a fresh variable) at sizes 0 to 6 and three list shapes, under a time and
% an inference limit. Prints one line per run, tab-separated:
%   run <TAB> Module <TAB> Name/Arity <TAB> Pattern <TAB> Size <TAB> Shape
%       <TAB> Goal <TAB> Outcome <TAB> Solutions <TAB> Outputs <TAB> Values
% Outcome is ok, error or limit; Solutions the number of solutions (at most 10);
% Outputs the kinds of each solution's output arguments (list:N, int, atom,
% var, other), solutions separated by `;`; Values each solution's list of output
% values (writeq), separated by the character 31, or `-` when one is not made of
% integers, plain atoms, lists and compounds alone (the harness writes `:- test`
% assertions with them). What the program prints is discarded (not through
% with_output_to/2, which would commit to the first solution). A pattern is given up after its first error or limit.
% verdict_crosscheck.py reads these lines.

%% probe_main is det.
%  Probes the program named by the last command-line argument.
probe_main :-
    current_prolog_flag(argv, Argv),
    last(Argv, Program),
    absolute_file_name(Program, Abs),
    catch(load_files(Abs, [silent(true)]), E, (print_message(error, E), halt(3))),
    % What the program prints goes nowhere; the report goes to the real output.
    current_output(Report),
    nb_setval(probe_report, Report),
    open_null_stream(Null),
    set_output(Null),
    forall(program_predicate(Abs, M, Name, Arity),
           probe_predicate(M, Name, Arity)).

%% program_predicate(+File, -Module, -Name, -Arity) is nondet.
%  The predicates File defines (not imported ones), of arity 1 to 3.
program_predicate(File, M, Name, Arity) :-
    predicate_property(M:H, file(File)),
    \+ predicate_property(M:H, imported_from(_)),
    \+ predicate_property(M:H, dynamic),
    functor(H, Name, Arity),
    between(1, 3, Arity),
    \+ sub_atom(Name, 0, _, _, '$'),
    \+ sub_atom(Name, 0, _, _, '__aux').

pattern(1, [l]).
pattern(1, [i]).
pattern(2, [l,v]).
pattern(2, [i,v]).
pattern(2, [l,l]).
pattern(3, [l,l,v]).
pattern(3, [l,i,v]).
pattern(3, [i,l,v]).
pattern(3, [i,i,v]).
pattern(3, [l,v,v]).
pattern(3, [i,v,v]).

probe_predicate(M, Name, Arity) :-
    forall(pattern(Arity, P), probe_pattern(M, Name, Arity, P)).

probe_pattern(M, Name, Arity, P) :-
    catch(forall(run_input(P, Size, Shape, Args),
                 probe_run(M, Name, Arity, P, Size, Shape, Args)),
          give_up, true).

run_input(P, Size, Shape, Args) :-
    between(0, 6, Size),
    shape(Size, Shape),
    ( memberchk(l, P) -> true ; Shape == asc ),
    maplist(argument(Size, Shape), P, Args).

shape(_, asc).
shape(N, desc) :- N >= 2.
shape(N, mixed) :- N >= 3.

argument(N, Shape, l, L) :- list_of(Shape, N, L).
argument(N, _, i, N).
argument(_, _, v, _).

list_of(asc, N, L) :- findall(X, (between(1, N, K), X is K - 1), L).
list_of(desc, N, L) :- list_of(asc, N, L0), reverse(L0, L).
list_of(mixed, N, L) :- findall(X, (between(1, N, K), X is (K * 7 + 3) mod 10 - 2), L).

probe_run(M, Name, Arity, P, Size, Shape, Args) :-
    G =.. [Name|Args],
    copy_term(G, Shown),
    outputs(P, Args, Outs),
    catch(call_with_time_limit(0.5,
              call_with_inference_limit(
                  findnsols(10, Outs, M:G, Sols0),
                  200000, Result)),
          _, Result = error),
    (   Result == error -> Outcome = error
    ;   Result == inference_limit_exceeded -> Outcome = limit
    ;   Outcome = ok
    ),
    (   Outcome == ok -> Sols = Sols0 ; Sols = [] ),
    length(Sols, NSols),
    solution_kinds(Sols, Kinds),
    solution_values(Sols, Values),
    atomic_list_concat(P, Pattern),
    nb_getval(probe_report, Report),
    \+ \+ ( numbervars(Shown, 0, _),
            format(Report, "run\t~q\t~q\t~w\t~w\t~w\t~q\t~w\t~w\t~w\t~w~n",
                   [M, Name/Arity, Pattern, Size, Shape, Shown, Outcome, NSols, Kinds,
                    Values]) ),
    flush_output(Report),
    (   Outcome == ok -> true ; throw(give_up) ).

outputs([], [], []).
outputs([v|P], [A|As], [A|Os]) :- !, outputs(P, As, Os).
outputs([_|P], [_|As], Os) :- outputs(P, As, Os).

%% solution_kinds(+Solutions, -Text) is det.
%  The kinds of every solution's outputs: `[k1,k2];[k1,k2]...`.
solution_kinds(Sols, Text) :-
    findall(K, (member(S, Sols), maplist(kind, S, Ks), format(atom(K), "~w", [Ks])), All),
    atomic_list_concat(All, ';', Text).

%% solution_values(+Solutions, -Text) is det.
%  Every solution's output values (writeq), separated by the character 31; `-`
%  when a value is not a plain term (see the header).
solution_values(Sols, Text) :-
    (   forall(member(S, Sols), plain(S))
    ->  findall(T, (member(S, Sols), format(atom(T), "~q", [S])), Ts),
        atom_codes(Sep, [31]),
        atomic_list_concat(Ts, Sep, Text)
    ;   Text = '-'
    ).

plain(X) :- var(X), !, fail.
plain(X) :- integer(X), !.
plain([]) :- !.
plain([H|T]) :- !, plain(H), plain(T).
plain(X) :- atom(X), !, plain_name(X).
plain(X) :- compound(X), compound_name_arguments(X, F, Args),
    ( F == (-) ; plain_name(F) ), F \== '$VAR',
    maplist(plain, Args).

plain_name(A) :- atom_codes(A, [C|Cs]), code_type(C, lower),
    forall(member(D, Cs), code_type(D, csym)).

kind(X, var) :- var(X), !.
kind(X, K) :- is_list(X), !, length(X, N), format(atom(K), "list:~w", [N]).
kind(X, int) :- integer(X), !.
kind(X, atom) :- atom(X), !.
kind(_, other).
