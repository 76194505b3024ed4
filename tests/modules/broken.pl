% Loads a module file with a syntax error: the diagnostic names that file and line.
:- use_module(c_broken).
main :- c_ok, write(ok), nl.
