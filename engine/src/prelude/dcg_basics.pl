% dcg_basics.pl: library(dcg/basics) as in SWI-Prolog: grammar rules on code
% lists (blanks, white space, digits, integers, numbers, strings). Written as
% plain clauses with the two list arguments explicit (library files are not
% DCG-translated) and without double-quoted literals.

blank([C|S], S) :- nonvar(C), code_type(C, space).
blanks(S0, S) :- blank(S0, S1), !, blanks(S1, S).
blanks(S, S).
white([C|S], S) :- nonvar(C), code_type(C, white).
whites(S0, S) :- white(S0, S1), !, whites(S1, S).
whites(S, S).
nonblank(H, [H|S], S) :- code_type(H, graph).
nonblanks([H|T], [H|S0], S) :- code_type(H, graph), !, nonblanks(T, S0, S).
nonblanks([], S, S).
blanks_to_nl([0'\n|S], S) :- !.
blanks_to_nl(S0, S) :- blank(S0, S1), !, blanks_to_nl(S1, S).
blanks_to_nl(S0, S) :- eos(S0, S).
eos([], []).
eol([0'\n|S], S) :- !.
eol([0'\r, 0'\n|S], S) :- !.
eol(S0, S) :- eos(S0, S).
remainder(L, L, []).
string([], S, S).
string([H|T], [H|S0], S) :- string(T, S0, S).
string_without(End, Codes, S0, S) :- '$dcgb_codes'(End, EndCodes), '$dcgb_without'(EndCodes, Codes, S0, S).
'$dcgb_without'(End, [C|T], [C|S0], S) :- \+ memberchk(C, End), !, '$dcgb_without'(End, T, S0, S).
'$dcgb_without'(_, [], S, S).
'$dcgb_codes'(T, Codes) :- is_list(T), !, Codes = T.
'$dcgb_codes'(T, Codes) :- atom_codes(T, Codes).
alpha_to_lower(L, [C|S], S) :- nonvar(C), !, code_type(C, alpha), code_type(C, to_upper(L)).
alpha_to_lower(L, [L|S], S) :- code_type(L, alpha).
digits([H|T], S0, S) :- digit(H, S0, S1), !, digits(T, S1, S).
digits([], S, S).
digit(C, [C|S], S) :- code_type(C, digit).
integer(I, S0, S) :- integer(I), !, number_codes(I, Codes), append(Codes, S, S0).
integer(I, S0, S) :- '$dcgb_int_codes'(Codes, S0, S), number_codes(I, Codes).
'$dcgb_int_codes'([C, D0|D], [C|S0], S) :- nonvar(C), ( C == 0'- ; C == 0'+ ), !, digit(D0, S0, S1), digits(D, S1, S).
'$dcgb_int_codes'([D0|D], S0, S) :- digit(D0, S0, S1), digits(D, S1, S).
float(F, S0, S) :- float(F), !, number_codes(F, Codes), append(Codes, S, S0).
float(F, S0, S) :- number(F, S0, S), float(F).
number(N, S0, S) :- number(N), !, number_codes(N, Codes), append(Codes, S, S0).
number(N, S0, S) :-
    '$dcgb_int_codes'(I, S0, S1),
    (   S1 = [0'.|S2], digit(DF0, S2, S3), digits(DF, S3, S4) -> F = [0'., DF0|DF] ; F = [], S4 = S1 ),
    (   S4 = [E0|S5], nonvar(E0), ( E0 == 0'e ; E0 == 0'E ), '$dcgb_int_codes'(DI, S5, S6) -> E = [0'e|DI] ; E = [], S6 = S4 ),
    S = S6,
    append([I, F, E], Codes), number_codes(N, Codes).
xdigit(W, [C|S], S) :- code_type(C, xdigit(W)).
xdigits([D|T], S0, S) :- xdigit(D, S0, S1), !, xdigits(T, S1, S).
xdigits([], S, S).
xinteger(Val, S0, S) :- integer(Val), !, format(atom(A), '~16r', [Val]), atom_codes(A, Codes), append(Codes, S, S0).
xinteger(Val, S0, S) :- xdigit(D0, S0, S1), xdigits(D, S1, S), '$dcgb_weights'([D0|D], 0, Val).
'$dcgb_weights'([], V, V).
'$dcgb_weights'([D|T], V0, V) :- V1 is V0 * 16 + D, '$dcgb_weights'(T, V1, V).
atom(A, S0, S) :- must_be(ground, A), format(atom(X), '~w', [A]), atom_codes(X, Codes), append(Codes, S, S0).
