% library(main): argv_options/4 guided by opt_type/3: short and long options,
% booleans and their negations, typed values and the opt_error/1 errors.
:- use_module(library(main)).
opt_type(true,  true,    boolean).
opt_type(t,     true,    boolean).
opt_type(false, false,   boolean(false)).
opt_type(atom,    atom,    atom).
opt_type(a,       atom,    atom).
opt_type(d,       dice,    between(1,6)).
opt_type(p,       percent, between(0.0,100.0)).
opt_type(i,       integer, integer).
opt_type(fl,       float,   float).
opt_type(s,       string,  string).
opt_type(e,       enum,    oneof([silent,warning,error])).
opt_type(tm,       term,    term).
opt_type(tv,      term,    term([variable_names(_)])).
opt_type(n,      num,    number).
opt_type(nat,      nat,    nonneg).
opt_type(file,      file,    file).
opt_type(l,      list,    list(integer)).
t(A) :- t(A, []).
t(A, Opts) :- catch((argv_options(A, P, O, Opts) -> print(P-O) ; print(no)), error(E, _), print(error(E))), nl.
main :- terms, t([]), t(['-t']), t(['--true']), t(['--no-true']), t(['--notrue']), t(['--true=yes']), t(['--true=1']), t(['--true=0']), t(['--true=x']), t(['--false']), t(['--nofalse']),
  t(['-i', '42']), t(['-i42']), t(['-ixyz']), t(['-i', '3.2']), t(['-d', '6']), t(['-d', '0']), t(['-p', '50']), t(['-p', '-10']), t(['--fl', '-3.14']), t(['--fl', '3']),
  t(['-aaap']), t(['--atom=aap']), t(['--atom', 'aap']), t(['-e', 'fatal']), t(['--x', v], [unknown_option(pass)]), t(['-z', v], [unknown_option(pass)]),
  t(['-zi', '42', v], [unknown_option(pass)]), t(['--x']), t(['-z']), t(['-ti', '5']), t(['-it']), t(['-i']), t(['--atom']), t(['--n', '1.5']), t(['--nat', '-1']), t(['--s', 'abc']), t(['--i=5']), t(['--integer=5']),
  t([a0, '-a', 'aap'], [options_after_arguments(false)]), t(['-a', 't', a0, '-a', 'aap'], [options_after_arguments(false)]), t(['--', '-t']), t(['-']), 
  t(['--l', '1,2']), t(['--file', 'x.pl']), t(['-t', '-a', b]), t(['--true', 'false']), t(['-t', 'x']), t(['--no-atom']), t(['--atom=']), t(['--a=x']), t(['--true=']).
terms :- argv_options(['--tm', 'p(X)'], _, O1, []), O1 =@= [term(p(_))], argv_options(['--tv', 'p(X)'], _, O2, []), O2 = [term(p(Y)-['X'=Z])], Y == Z, writeln(terms_ok).
