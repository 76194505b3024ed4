% library(dcg/basics) on code lists: digits, integers, numbers, white space,
% strings, string_without, hexadecimal, end of input, generation mode.
:- use_module(library(dcg/basics)).
p(G, L) :- ( phrase(G, L, R) -> atom_codes(A, R), writeq(G-A) ; functor(G, F, _), writeq(failed(F)) ), nl.
main :-
    p(digits(D1), `123abc`), writeq(D1), nl,
    p(integer(I1), `-42 rest`), writeq(I1), nl,
    p(integer(I2), `+7`), writeq(I2), nl,
    p(integer(_), `abc`),
    p(number(N1), `3.25e2x`), writeq(N1), nl,
    p(number(N2), `12.x`), writeq(N2), nl,
    p(float(F1), `1.5`), writeq(F1), nl,
    p(float(_), `15`),
    p(blanks, `  \t x`), p(whites, ` \t\nx`), p(white, `x`),
    p(blank, ` `),
    p(nonblanks(NB), `abc def`), atom_codes(NBA, NB), writeq(NBA), nl,
    findall(S-R, (phrase(string(S0), `ab`, R0), atom_codes(S, S0), atom_codes(R, R0)), SRs), writeq(SRs), nl,
    p(string_without(`,`, W1), `ab,cd`), atom_codes(W1A, W1), writeq(W1A), nl,
    p(xinteger(X1), `ff rest`), writeq(X1), nl,
    p(xdigits(XD), `1aG`), writeq(XD), nl,
    p(alpha_to_lower(L1), `Abc`), writeq(L1), nl,
    p(eos, ``), p(eos, `a`), p(remainder(Rm), `xyz`), atom_codes(RmA, Rm), writeq(RmA), nl,
    p(eol, `\nx`), p(eol, ``), p(blanks_to_nl, `   \nx`),
    phrase(integer(-15), Cs), atom_codes(CA, Cs), writeq(CA), nl,
    phrase(number(2.5), Cs2), atom_codes(CA2, Cs2), writeq(CA2), nl,
    phrase(xinteger(255), Cs3), atom_codes(CA3, Cs3), writeq(CA3), nl,
    phrase((whites, integer(A), whites, [0',], whites, integer(B)), ` 12 ,  34`), writeq(A+B), nl.
