% A library costlog does not provide.
:- use_module(library(no_such_library)).
