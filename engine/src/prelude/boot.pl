% boot.pl: control constructs and builtins written in Prolog on top of the
% deterministic Rust builtins ('$...' helpers). Loaded into every machine as
% library code: user programs may not redefine the control predicates here.

% Control.
true.
otherwise.
fail :- '$fail'.
false :- '$fail'.
'$fail' :- fail.
once(G) :- call(G), !.
ignore(G) :- (call(G) -> true ; true).
% A literal-level cost centre (Ciao assertion language): runs Goal; the profiler
% attributes its cost to Name.
cost_center(_Name, G) :- call(G).
% The alternative of the choice point that `$(Goal)` pushes (builtins/det.rs):
% the goal failed.
'$det_failed'(Goal) :-
    throw(error(determinism_error(Goal, det, fail, goal), _)).
\+ G :- call(G), !, fail.
\+ _.
not(G) :- call(G), !, fail.
not(_).
(A , B) :- call((A , B)).
(A ; B) :- call((A ; B)).
(A -> B) :- call((A -> B)).
(A *-> B) :- call((A *-> B)).
forall(C, A) :- \+ (call(C), \+ call(A)).
apply(G, Args) :- G =.. L0, '$append'(L0, Args, L1), G1 =.. L1, call(G1).

catch(G, _, _) :- '$catch_flag'(F), call(G), '$exit_catch'(F).
catch(_, C, R) :- '$take_ball'(B), '$catch_handle'(B, C, R).
'$catch_handle'(B, C, R) :- C = B, !, call(R).
'$catch_handle'(B, _, _) :- throw(B).

between(L, H, X) :- '$between_check'(L, H, X), '$between'(L, H, X).
'$between_check'(L, H, X) :-
    ( var(L) -> throw(error(instantiation_error, context(system:between/3, _))) ; true ),
    ( var(H) -> throw(error(instantiation_error, context(system:between/3, _))) ; true ),
    ( integer(L) -> true ; throw(error(type_error(integer, L), context(system:between/3, _))) ),
    ( integer(H) -> true ; H == inf -> true ; H == infinite -> true
    ; throw(error(type_error(integer, H), context(system:between/3, _))) ),
    ( var(X) -> true ; integer(X) -> true ; throw(error(type_error(integer, X), context(system:between/3, _))) ).
'$between'(L, H, X) :- integer(X), !, X >= L, ( integer(H) -> X =< H ; true ).
'$between'(L, H, X) :- integer(H), !, L =< H, '$between_upto'(L, H, X).
'$between'(L, _, L).
'$between'(L, H, X) :- L1 is L + 1, '$between'(L1, H, X).
% The last value leaves no choice point, as in SWI-Prolog.
'$between_upto'(H, H, X) :- !, X = H.
'$between_upto'(L, _, L).
'$between_upto'(L, H, X) :- L1 is L + 1, '$between_upto'(L1, H, X).

repeat.
repeat :- repeat.

phrase(G, L) :- phrase(G, L, []).
phrase(G, L, R) :-
    '$phrase_list'(L), '$phrase_list'(R),
    '$dcg_body'(G, S0, S, Goal), S0 = L, S = R, call(Goal).
% call_dcg(Body, S0, S): Body as a grammar body between S0 and S, without
% phrase/3's list checks.
call_dcg(G, S0, S) :- '$dcg_body'(G, S1, S2, Goal), S1 = S0, S2 = S, call(Goal).
'$phrase_list'(L) :-
    '$skip_list'(_, L, T),
    ( var(T) -> true ; T == [] -> true ; throw(error(type_error(list, L), context(phrase/3, _))) ).

% All solutions.
findall(T, G, L) :-
    '$skip_list'(_, L, Tail),
    ( var(Tail) -> true ; Tail == [] -> true ; throw(error(type_error(list, L), context(findall/3, _))) ),
    '$findall_start'(B),
    (   call(G), '$findall_add'(B, T), fail
    ;   '$findall_collect'(B, L0, []), L = L0
    ).
findall(T, G, L, Tail) :-
    '$findall_start'(B),
    (   call(G), '$findall_add'(B, T), fail
    ;   '$findall_collect'(B, L0, Tail), L = L0
    ).

bagof(T, G, L) :-
    '$strip_carets'(G, G1, Ex),
    term_variables(T-Ex, TV),
    '$bagof_goal_vars'(G1, GV),
    '$var_subtract'(GV, TV, W),
    (   W == []
    ->  findall(T, G1, L0), L0 \== [], L = L0
    ;   Wit =.. ['$w'|W],
        findall(Wit-T, G1, Pairs), Pairs \== [],
        '$bagof_groups'(Pairs, Wit, L)
    ).
setof(T, G, S) :-
    '$strip_carets'(G, G1, Ex),
    term_variables(T-Ex, TV),
    '$bagof_goal_vars'(G1, GV),
    '$var_subtract'(GV, TV, W),
    (   W == []
    ->  findall(T, G1, L0), L0 \== [], sort(L0, S)
    ;   Wit =.. ['$w'|W],
        findall(Wit-T, G1, Pairs), Pairs \== [],
        '$bagof_groups'(Pairs, Wit, L), sort(L, S)
    ).
'$strip_carets'(G, G, []) :- var(G), !.
'$strip_carets'(V^G, G1, [V|Ex]) :- !, '$strip_carets'(G, G1, Ex).
'$strip_carets'(M:G, M:G1, Ex) :- !, '$strip_carets'(G, G1, Ex).
'$strip_carets'(G, G, []).
% The variables of a goal that bagof/3 and setof/3 may group by: those of a
% lambda's `{Free}` only, its other variables being local to it (library(yall)).
'$bagof_goal_vars'(G, V) :- var(G), !, V = [G].
'$bagof_goal_vars'(_:G, V) :- !, '$bagof_goal_vars'(G, V).
'$bagof_goal_vars'({Free}/_, V) :- !, term_variables(Free, V).
'$bagof_goal_vars'(G, V) :- term_variables(G, V).
'$var_subtract'([], _, []).
'$var_subtract'([V|Vs], Ex, R) :-
    ( '$var_memberchk'(V, Ex) -> R = R1 ; R = [V|R1] ),
    '$var_subtract'(Vs, Ex, R1).
'$var_memberchk'(V, [X|Xs]) :- ( V == X -> true ; '$var_memberchk'(V, Xs) ).
'$bagof_groups'(Pairs, Wit, L) :-
    keysort(Pairs, Sorted),
    '$pick_groups'(Sorted, Groups),
    '$member'(Wit-L, Groups).
'$pick_groups'([], []).
'$pick_groups'([K-V|T], [K-[V|Vs]|Gs]) :-
    '$same_key'(K, T, Vs, Rest),
    '$pick_groups'(Rest, Gs).
'$same_key'(K, [K1-V|T], [V|Vs], Rest) :- K1 =@= K, !, K1 = K, '$same_key'(K, T, Vs, Rest).
'$same_key'(_, L, [], L).

% Indexed on the tail, so that the last element leaves no choice point.
'$member'(X, [Y|T]) :- '$member_'(T, X, Y).
'$member_'(_, X, X).
'$member_'([Y|T], X, _) :- '$member_'(T, X, Y).
'$append'([], L, L).
'$append'([H|T], L, [H|R]) :- '$append'(T, L, R).

% Terms.
arg(N, T, A) :- integer(N), !, '$arg'(N, T, A).
arg(N, T, A) :- var(N), !,
    ( compound(T) -> functor(T, _, Ar), '$between'(1, Ar, N), '$arg'(N, T, A)
    ; var(T) -> throw(error(instantiation_error, context(arg/3, _)))
    ; throw(error(type_error(compound, T), context(arg/3, _))) ).
arg(N, T, A) :- '$arg'(N, T, A).

% length/2 with SWI-Prolog's errors, the length's first. The checks run only where
% the call does not succeed at once, so the usual call costs what it did without them.
length(L, N) :-
    '$skip_list'(K, L, Tail),
    (   Tail == [], N = K
    ->  true
    ;   Tail == []
    ->  '$length_checked'(N), fail
    ;   var(Tail)
    ->  (   integer(N) -> ( N >= K -> M is N - K, '$length_make'(M, Tail) ; N < 0 -> '$length_checked'(N) ; fail )
        ;   var(N) -> Tail \== N, '$length_enum'(Tail, K, N)
        ;   '$length_checked'(N)
        )
    ;   '$length_checked'(N),
        throw(error(type_error(list, L), context(length/2, _)))
    ).
% Raises length/2's error for a length that is neither unbound nor a natural number.
'$length_checked'(N) :-
    (   var(N) -> true
    ;   integer(N) -> ( N < 0 -> throw(error(domain_error(not_less_than_zero, N), context(length/2, _))) ; true )
    ;   throw(error(type_error(integer, N), context(length/2, _)))
    ).
% A long list is checked against the memory left first: it fails fast.
'$length_make'(N, L) :-
    ( N > 65536 -> Cells is 2*N, '$reserve_cells'(Cells) ; true ),
    '$length_build'(N, L).
'$length_build'(0, []) :- !.
'$length_build'(N, [_|T]) :- N1 is N - 1, '$length_build'(N1, T).
'$length_enum'([], N, N).
'$length_enum'([_|T], K, N) :- K1 is K + 1, '$length_enum'(T, K1, N).

% Atoms.
atom_concat(A, B, C) :- '$atom_concat'(A, B, C, Splits), '$member'(A-B, Splits).
sub_atom(Atom, B, L, A, Sub) :- '$sub_atom'(Atom, B, L, A, Sub, Sols), '$member'(s(B, L, A, Sub), Sols).
% char_type/2, code_type/2: an unbound character enumerates the Basic Multilingual Plane.
% With both arguments bound the answer is unique (each type occurs once per char):
% no choice point is left.
char_type(C, T) :- '$ctype_plain'(C, T, B), !, B == true.
char_type(C, T) :- nonvar(C), nonvar(T), !, '$ctype_args'(C, T, char_type), '$char_type'(C, Ts), '$member'(T, Ts), !.
char_type(C, T) :- '$ctype_args'(C, T, char_type), ( var(C) -> '$ctype_code'(X), char_code(C, X) ; true ), '$char_type'(C, Ts), '$member'(T, Ts).
code_type(C, T) :- '$ctype_plain'(C, T, B), !, B == true.
code_type(C, T) :- nonvar(C), nonvar(T), !, '$ctype_args'(C, T, code_type), '$char_type'(C, Ts), '$member'(T0, Ts), '$code_type'(T0, T), !.
code_type(C, T) :- '$ctype_args'(C, T, code_type), ( var(C) -> '$ctype_code'(C) ; true ), '$char_type'(C, Ts), '$member'(T0, Ts), '$code_type'(T0, T).
'$ctype_args'(C, T, P) :-
    ( var(C), var(T) -> throw(error(instantiation_error, context(P/2, _))) ; true ),
    ( var(T) -> true
    ; '$ctype_name'(T) -> true
    ; throw(error(type_error(char_type, T), context(P/2, _))) ).
'$ctype_name'(T) :- functor(T, N, A), '$member'(N/A, [alnum/0, alpha/0, csym/0, csymf/0, ascii/0, white/0, cntrl/0, digit/1, digit/0, space/0, end_of_line/0, newline/0, graph/0, print/0, punct/0, lower/0, lower/1, upper/0, upper/1, period/0, quote/0, paren/1, decimal/0, decimal/1, to_lower/1, to_upper/1, xdigit/1, prolog_var_start/0, prolog_atom_start/0, prolog_identifier_continue/0, prolog_symbol/0, end_of_file/0]), !.
'$ctype_code'(X) :- '$between'(0, 65535, X), ( X < 55296 -> true ; X > 57343 ).
'$code_type'(to_lower(C), to_lower(X)) :- !, char_code(C, X).
'$code_type'(to_upper(C), to_upper(X)) :- !, char_code(C, X).
'$code_type'(upper(C), upper(X)) :- !, char_code(C, X).
'$code_type'(lower(C), lower(X)) :- !, char_code(C, X).
'$code_type'(paren(C), paren(X)) :- !, char_code(C, X).
'$code_type'(T, T).
atom_to_term(A, T, B) :- '$parse_term'(A, T, B).
read_term_from_atom(A, T, _) :- '$parse_term'(A, T, _).
with_output_to(Spec, G) :-
    '$capture_start'(H),
    (   catch(G, E, ('$capture_end'(H, atom, _), throw(E)))
    ->  Spec =.. [Kind, Out], '$capture_end'(H, Kind, Out)
    ;   '$capture_end'(H, atom, _), fail
    ).

% Database.
clause(MH, B) :-
    ( var(B) -> true ; callable(B) -> true ; throw(error(type_error(callable, B), context(clause/2, _))) ),
    strip_module(MH, M, H), '$clause'(M:H, B, _, clause).
retract(MC) :-
    strip_module(MC, M, C),
    '$clause_parts'(C, H, B),
    '$clause'(M:H, B, R, retract),
    '$erase'(R).
'$clause_parts'(C, _, _) :- var(C), !, throw(error(instantiation_error, context(retract/1, _))).
'$clause_parts'((H :- B), H, B) :- !.
'$clause_parts'(H, H, true).
retractall(MH) :-
    strip_module(MH, M, H),
    (   var(H) -> throw(error(instantiation_error, context(retractall/1, _)))
    ;   callable(H) -> true
    ;   throw(error(type_error(callable, H), context(retractall/1, _)))
    ),
    functor(H, N, A),
    ( predicate_property(M:H, dynamic) -> true ; '$declare_dynamic'(M:N/A) ),
    \+ ( '$clause'(M:H, _, R, retractall), \+ '$erase'(R) ).
'$declare_dynamic'(PI) :- dynamic(PI).
% current_predicate(:PI): a name and arity given are looked up as a call in the
% module would resolve them; otherwise the module's own predicates are listed.
% Name//Arity is the grammar rule Name/Arity+2.
current_predicate(Spec) :-
    strip_module(Spec, M, Spec1),
    '$pi_check'(Spec1, Spec1),
    (   nonvar(Spec1), Spec1 = N//A
    ->  (   integer(A)
        ->  A2 is A + 2, '$current_pi'(M, N/A2)
        ;   '$current_pi'(M, N/A2), A2 >= 2, A is A2 - 2
        )
    ;   '$current_pi'(M, Spec1)
    ).
'$current_pi'(M, PI) :-
    (   nonvar(PI), PI = N/A, atom(N), integer(A)
    ->  '$visible_predicate'(M, N, A)
    ;   '$current_predicates'(M, L), '$member'(PI, L)
    ).
'$pi_check'(PI, _) :- var(PI), !.
'$pi_check'(N//A, Spec) :- !, '$pi_check'(N/A, Spec).
'$pi_check'(N/A, Spec) :-
    ( var(N) -> true ; atom(N) ), ( var(A) -> true ; integer(A) ), !,
    ( integer(A), A < 0 -> throw(error(domain_error(not_less_than_zero, A), context(current_predicate/1, _))) ; true ).
'$pi_check'(_, Spec) :- throw(error(type_error(predicate_indicator, Spec), context(current_predicate/1, _))).
current_predicate(Name, Head) :- '$current_predicates'(L), '$member'(Name/A, L), functor(Head, Name, A).
'$strip_module'(_:S, S) :- !.
'$strip_module'(S, S).
strip_module(T, M, P) :- '$strip_module'(T, user, M, P).
'$strip_module'(T, _, M, P) :- nonvar(T), T = M1:T1, atom(M1), !, '$strip_module'(T1, M1, M, P).
'$strip_module'(T, M, M, T).
predicate_property(H0, P) :-
    strip_module(H0, M, H),
    (   nonvar(H) -> '$predicate_properties'(M:H, Ps), '$member'(P, Ps)
    ;   '$current_predicates'(L), '$member'(N/A, L), functor(H, N, A),
        '$predicate_properties'(H, Ps), '$member'(P, Ps)
    ).

% Flags and operators. A boolean flag's value also matches on/off when given (SWI).
current_prolog_flag(F, V) :-
    ( var(F) -> true ; atom(F) -> true ; throw(error(type_error(atom, F), context(current_prolog_flag/2, _))) ),
    '$flags'(L), '$member'(F-V0, L),
    ( V0 == true, V == on -> true ; V0 == false, V == off -> true ; V = V0 ).
current_op(P, T, N) :-
    ( var(P) -> true ; integer(P), P >= 0, P =< 1200 -> true
    ; throw(error(domain_error(operator_priority, P), context(current_op/3, _))) ),
    ( var(T) -> true ; '$member'(T, [xfx, xfy, yfx, fy, fx, xf, yf]) -> true
    ; atom(T) -> throw(error(domain_error(operator_specifier, T), context(current_op/3, _)))
    ; throw(error(type_error(atom, T), context(current_op/3, _))) ),
    ( var(N) -> true ; atom(N) -> true ; throw(error(type_error(atom, N), context(current_op/3, _))) ),
    '$ops'(L), '$member'(op(P, T, N), L).

% Streams.
stream_property(S, P) :- '$open_streams'(L), '$member'(S, L), '$stream_properties'(S, Ps), '$member'(P, Ps).

% Common SWI-Prolog utilities.
writeln(X) :- write(X), nl.
writeln(S, X) :- write(S, X), nl(S).
print_message(silent, _) :- !.
print_message(informational, _) :- !.
print_message(Kind, Msg) :- '$print_message'(Kind, Msg).
assertion(G) :-
    (   \+ \+ call(G) -> true
    ;   throw(error(assertion_failed(G), context(assertion/1, _)))
    ).
nb_current(K, V) :- catch(nb_getval(K, V), _, fail).
divmod(Dividend, Divisor, Quotient, Remainder) :-
    '$divmod_integer'(Dividend),
    '$divmod_integer'(Divisor),
    Quotient is Dividend div Divisor,
    Remainder is Dividend mod Divisor.
'$divmod_integer'(X) :-
    (   integer(X) -> true
    ;   var(X) -> throw(error(instantiation_error, context(system:divmod/4, _)))
    ;   throw(error(type_error(integer, X), context(system:divmod/4, _)))
    ).

% Loading files from a running goal (SWI-Prolog allows the load directives as
% goals too): one file, or a list of them, each loaded once by '$load_file'/2.
consult(Files) :- '$load_files'(Files, all).
ensure_loaded(Files) :- '$load_files'(Files, all).
use_module(Files) :- '$load_files'(Files, all).
use_module(File, Imports) :- '$load_files'(File, Imports).
load_files(Files, Options) :-
    must_be(list, Options),
    ( memberchk(imports(Imports), Options) -> true ; Imports = all ),
    '$load_files'(Files, Imports).
[File|Files] :- '$load_files'([File|Files], all).

'$load_files'(Files, Imports) :-
    is_list(Files), !,
    '$load_each'(Files, Imports).
'$load_files'(File, Imports) :- '$load_file'(File, Imports).

'$load_each'([], _).
'$load_each'([File|Files], Imports) :-
    '$load_file'(File, Imports),
    '$load_each'(Files, Imports).

% prolog_load_context(?Key, ?Value): about the file being loaded (fails when
% none is): module, file, source, directory, dialect.
prolog_load_context(Key, Value) :-
    '$load_context'(Module, File, Directory),
    '$load_context_value'(Key, Module, File, Directory, Value).

'$load_context_value'(module, Module, _, _, Module).
'$load_context_value'(file, _, File, _, File).
'$load_context_value'(source, _, File, _, File).
'$load_context_value'(directory, _, _, Directory, Directory).
'$load_context_value'(dialect, _, _, _, swi).

% '$error_names'(Pred, Goal): runs Goal; an error it raises names Pred in its
% context, for a library predicate that SWI-Prolog defines as a builtin.
'$error_names'(Pred, Goal) :-
    catch(Goal, error(E, context(_, C)), throw(error(E, context(system:Pred, C)))).

% Term and goal expansion (SWI-Prolog's hooks: in user, and while a file loads in
% the module it loads into).
% expand_term(+Term, -Expanded): the user's term_expansion/2, else a grammar
% rule's translation, else the term itself.
expand_term(T, X) :-
    (   var(T) -> X = T
    ;   '$user_hook'(term_expansion), user:term_expansion(T, X0) -> X = X0
    ;   T = (_ --> _) -> dcg_translate_rule(T, X)
    ;   X = T
    ).
% expand_goal(+Goal, -Expanded): the user's goal_expansion/2 until it no longer
% applies, inside the control constructs too.
expand_goal(G, X) :-
    ( '$user_hook'(goal_expansion) -> Ms = [user] ; Ms = [] ),
    '$expand_goal'(G, X, Ms, 0).
% '$expand_goal'(+Goal, -Expanded, +Modules, +Depth): Goal expanded by the
% goal_expansion/2 of Modules (the first that applies, again until none does).
'$expand_goal'(G, X, _, _) :- var(G), !, X = G.
'$expand_goal'(G, X, Ms, D) :-
    D < 1000,
    '$member'(M, Ms),
    M:goal_expansion(G, G1), G1 \== G, !,
    D1 is D + 1,
    '$expand_goal'(G1, X, Ms, D1).
'$expand_goal'((A, B), (X, Y), Ms, D) :- !, '$expand_goal'(A, X, Ms, D), '$expand_goal'(B, Y, Ms, D).
'$expand_goal'((A ; B), (X ; Y), Ms, D) :- !, '$expand_goal'(A, X, Ms, D), '$expand_goal'(B, Y, Ms, D).
'$expand_goal'((A -> B), (X -> Y), Ms, D) :- !, '$expand_goal'(A, X, Ms, D), '$expand_goal'(B, Y, Ms, D).
'$expand_goal'((A *-> B), (X *-> Y), Ms, D) :- !, '$expand_goal'(A, X, Ms, D), '$expand_goal'(B, Y, Ms, D).
'$expand_goal'(\+ A, \+ X, Ms, D) :- !, '$expand_goal'(A, X, Ms, D).
'$expand_goal'(G, X, Ms, D) :-
    '$goal_meta_spec'(G, Ms, Spec), !,
    G =.. [F|As], Spec =.. [F|Ss],
    '$expand_args'(As, Ss, Xs, Ms, D),
    X =.. [F|Xs].
'$expand_goal'(G, G, _, _).
% '$goal_meta_spec'(+Goal, +Modules, -Spec): the meta-argument spec of Goal, one of
% the builtins below or a meta_predicate declared in one of Modules.
'$goal_meta_spec'(G, _, Spec) :- '$expand_meta'(G, Spec), !.
'$goal_meta_spec'(G, Ms, Spec) :-
    callable(G), '$member'(M, Ms), M \== user,
    predicate_property(M:G, meta_predicate(Spec)), !.
% The goal arguments (0) of the meta-predicates whose goals SWI-Prolog expands.
'$expand_meta'(call(_), call(0)).
'$expand_meta'(not(_), not(0)).
'$expand_meta'(once(_), once(0)).
'$expand_meta'(ignore(_), ignore(0)).
'$expand_meta'(catch(_, _, _), catch(0, ?, 0)).
'$expand_meta'(findall(_, _, _), findall(?, 0, ?)).
'$expand_meta'(findall(_, _, _, _), findall(?, 0, ?, ?)).
'$expand_meta'(forall(_, _), forall(0, 0)).
'$expand_meta'(aggregate_all(_, _, _), aggregate_all(?, 0, ?)).
'$expand_meta'(setup_call_cleanup(_, _, _), setup_call_cleanup(0, 0, 0)).
'$expand_args'([], [], [], _, _).
'$expand_args'([A|As], [S|Ss], [X|Xs], Ms, D) :-
    ( S == 0 -> '$expand_goal'(A, X, Ms, D) ; X = A ),
    '$expand_args'(As, Ss, Xs, Ms, D).
'$user_hook'(Name) :- current_predicate(user:Name/2).
% '$load_expand'(+Term, +TermModules, +GoalModules, -Terms): what a term read by
% the loader becomes (a term or a list): the term_expansion/2 of each of
% TermModules (the module loaded into, then user, where they define it) applied in
% turn, grammar rules translated, then the goals of clause bodies and directives
% given to the goal_expansion/2 of GoalModules.
'$load_expand'(T, TMs, GMs, Ts) :-
    '$term_expand_in'(TMs, T, X),
    (   GMs \== []
    ->  ( is_list(X) -> Xs = X ; Xs = [X] ),
        '$expand_bodies'(Xs, GMs, Ts)
    ;   Ts = X
    ).
'$term_expand_in'([], T, T).
'$term_expand_in'([M|Ms], T, X) :-
    ( M:term_expansion(T, X1) -> true ; X1 = T ),
    '$term_expand_in'(Ms, X1, X).
'$expand_bodies'([], _, []).
'$expand_bodies'([T|Ts], Ms, [X|Xs]) :- '$expand_body'(T, Ms, X), '$expand_bodies'(Ts, Ms, Xs).
'$expand_body'(T, _, T) :- var(T), !.
'$expand_body'((H --> B), Ms, X) :- !, dcg_translate_rule((H --> B), C), '$expand_body'(C, Ms, X).
'$expand_body'((H :- B), Ms, (H :- X)) :- !, '$expand_goal'(B, X, Ms, 0).
'$expand_body'((:- G), Ms, (:- X)) :- !, '$expand_goal'(G, X, Ms, 0).
'$expand_body'((H => B), Ms, (H1 => X)) :- !,
    (   nonvar(H), H = (H0, G)
    ->  '$expand_goal'(G, G1, Ms, 0), H1 = (H0, G1)
    ;   H1 = H
    ),
    '$expand_goal'(B, X, Ms, 0).
'$expand_body'(T, _, T).
