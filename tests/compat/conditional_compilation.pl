% Conditional compilation as SWI-Prolog reads it: the first branch whose
% condition holds loads, conditions inside a skipped part never run, an
% error in a condition counts as failure, and skipped text is still read.
:- if(current_prolog_flag(bounded, false)).
big(unbounded).
:- elif(true).
big(never_loaded).
:- else.
big(never_loaded_either).
:- endif.

:- if(fail).
:- if(writeln(never_run)).
nested(skipped).
:- else.
nested(skipped_too).
:- endif.
:- elif(exists_source(library(lists))).
nested(lists_found).
:- else.
nested(no_lists).
:- endif.

:- if(exists_source(library(no_such_library_anywhere))).
lib(found).
:- else.
lib(missing).
:- endif.

:- if(\+ catch(succ_or_zero(1), _, fail)).
guard(undefined_guard_is_caught).
:- endif.

:- if(true).
:- dynamic counter/1.
counter(0).
:- if(false).
counter(99).
:- endif.
:- endif.

:- if(false).
"text in a skipped part is read but not loaded".
:- endif.

main :-
    forall(big(X), writeln(big(X))),
    forall(nested(X), writeln(nested(X))),
    forall(lib(X), writeln(lib(X))),
    forall(guard(X), writeln(guard(X))),
    forall(counter(X), writeln(counter(X))).
