% A goal that fails: SWI-Prolog prints a warning on stderr and exits 1.
main :- write(before), nl, fail.
