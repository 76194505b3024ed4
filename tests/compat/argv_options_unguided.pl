% library(main): argv_options/3 without opt_type/3 (options read from the
% arguments alone: --name=value, --flag, --no-flag; the rest positional).
:- use_module(library(main)).
t(A) :- catch((argv_options(A, P, O) -> print(P-O) ; print(no)), error(E, _), print(error(E))), nl.
main :-
    t([]), t([a1]), t(['--name=arg', a1]), t(['--name=42']), t(['--pi=3.14']),
    t([a0, '--pi=3.14', a1]), t(['--x']), t(['--no-x']), t(['--nox']),
    t(['-x']), t(['-xy']), t(['-x', '3']), t(['--', '--a']), t(['--a=b=c']), t(['--a=']),
    t(['-']), t(['--a=1e10']), t(['--A=x']), t(['--name=p(X)']), t(["--s=1", "x"]),
    t(['--name=0x10']), t(['--name=1_000']), t(['--name= 1']), t(['--name=-1']),
    t(['--name=true']), t(['--flag', 'x']), t(['-ab', c]),
    catch(argv_options(['--x', v], _, _, [unknown_option(pass)]), error(E, _), true),
    print(E), nl.
