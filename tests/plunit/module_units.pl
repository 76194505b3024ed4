% Test units in a module file: run_tests/0 from user finds them, and their
% bodies and setup goals run in the module (double/2 and seed/1 are not
% exported). Also: error(Formal, Context) options, library(debug) messages,
% and ensure_loaded/1 of a list of files.
:- module(module_units, [api/1]).
:- ensure_loaded(['unit_b.pl']).

:- debug(module_units).

:- dynamic seed/1.

api(X) :- double(2, X).

double(X, Y) :- Y is 2*X.

:- begin_tests(local).

test(double, true(Y == 6)) :-
    double(3, Y).

test(seeded, [setup(assertz(seed(7))), cleanup(retractall(seed(_))), true(S == 7)]) :-
    seed(S).

test(ctx, error(type_error(evaluable, foo/0), _)) :-
    double(foo, _).

test(wrong_ctx, error(instantiation_error, context(nowhere/0, _))) :-
    double(_, _).

test(debug_message) :-
    debug(module_units, "doubling ~w", [21]),
    debugging(module_units).

test(loaded_by_list, Y == 4) :-
    half(8, Y).

:- end_tests(local).
