% Ciao's basic properties (basic_props), callable as goals in programs written
% for Ciao: a file that loads Ciao's packages (`:- module(M, Exports, Packages)`,
% `use_package/1`, `use_module(library(regtypes))` ...) may call them. Bound
% arguments are tested; `int/1`, `nnegint/1` and `list/1` enumerate when their
% argument is not instantiated enough, as Ciao's regular types do.

term(_).

int(X) :- nonvar(X), !, integer(X).
int(0).
int(N) :- '$ciao_posint'(P), ( N = P ; N is -P ).

nnegint(X) :- nonvar(X), !, integer(X), X >= 0.
nnegint(0).
nnegint(N) :- '$ciao_posint'(N).

'$ciao_posint'(1).
'$ciao_posint'(N) :- '$ciao_posint'(M), N is M + 1.

flt(X) :- float(X).
num(X) :- number(X).
atm(X) :- atom(X).
struct(X) :- compound(X).
gnd(X) :- ground(X).
gndstr(X) :- compound(X), ground(X).
constant(X) :- atomic(X).

list([]).
list([_|L]) :- list(L).

list([], _).
list([X|Xs], T) :- call(T, X), list(Xs, T).

% Ciao's arithexpression/1: a number, or an evaluable functor applied to
% arithmetic expressions.
arithexpression(X) :- number(X), !.
arithexpression(X) :-
    compound(X),
    X =.. [F|Args],
    length(Args, A),
    '$ciao_evaluable'(F, A),
    '$ciao_arithexpressions'(Args).

'$ciao_arithexpressions'([]).
'$ciao_arithexpressions'([X|Xs]) :- arithexpression(X), '$ciao_arithexpressions'(Xs).

'$ciao_evaluable'(F, 1) :-
    memberchk(F, [-, +, abs, sign, float, integer, float_integer_part,
                  float_fractional_part, truncate, round, ceiling, floor,
                  sqrt, sin, cos, tan, asin, acos, atan, exp, log, \, msb]).
'$ciao_evaluable'(F, 2) :-
    memberchk(F, [+, -, *, /, //, mod, rem, div, min, max, **, ^, >>, <<,
                  /\, \/, xor, atan, atan2, gcd, log]).
