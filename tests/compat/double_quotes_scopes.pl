% double_quotes is a module's own flag in SWI-Prolog 9: a file that sets it for
% `user` does not change how a module file or a plunit unit (a module) loaded after
% it reads "...", and the setting comes back after end_tests.
:- set_prolog_flag(double_quotes, chars).
:- use_module(library(plunit)).
:- use_module(modules/dq_default).
in_user(X) :- X = "ab".
:- begin_tests(dq).
test(string) :- X = "ab", string(X).
:- end_tests(dq).
after_unit(X) :- X = "ab".
main :-
    in_user(A), print(A), nl,
    module_word(M), print(M), nl,
    after_unit(B), print(B), nl,
    ( run_tests -> writeln(unit_passed) ; writeln(unit_failed) ),
    current_prolog_flag(double_quotes, F), writeln(F).
