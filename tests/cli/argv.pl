% The argv flag: the arguments after the script files, as swipl keeps them.
show_argv :- current_prolog_flag(argv, A), print(A), nl.
set_argv :- set_prolog_flag(argv, ['--all']), show_argv.
