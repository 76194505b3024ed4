% library(dcg/high_order) called from a module with the module's own
% nonterminals (sequence//2,3,5, optional//2, foreach//2,3), and
% library(strings)' indent_lines/4 and phrase_from_file/2 with a module's
% closures.
:- module(dcg_high_order_module, [main/0]).
:- use_module(library(dcg/high_order)).
:- use_module(library(dcg/basics)).
:- use_module(library(strings)).
a(a) --> "a".
b(b1) --> "b".
b(b2) --> "b".
sep --> ",".
start --> "(".
end --> ")".
digit_(D) --> [C], { code_type(C, digit(D)) }.
shout(L) :- L \== "".
all(X, G) :- catch((findall(X, G, L), print(L)), error(E, _), print(error(E))), nl.
main :-
    all(L-R, phrase(sequence(a, L), `aax`, R)),
    all(L-R, phrase(sequence(a, L), `aa`, R)),
    all(B, phrase(sequence(b, [B, B]), `bb`, ``)),
    all(L-R, phrase(sequence(a, sep, L), `a,a,ax`, R)),
    all(L, phrase(sequence(start, a, sep, end, L), `(a,a)`)),
    all(L, phrase(sequence(start, digit_, sep, end, L), `(1,2,3)`)),
    all(x, phrase(sequence(start, a, sep, end, _), `(a,)`)),
    all(X-R, phrase(optional(a(X), {X = none}), `ab`, R)),
    all(X-R, phrase(optional(a(X), {X = none}), `b`, R)),
    all(S, (phrase(foreach(member(_, [a, b, c]), "x", sep), Cs), atom_codes(S, Cs))),
    all(S, (phrase(foreach(between(1, 3, X), number(X)), Cs), atom_codes(S, Cs))),
    all(O, indent_lines(shout, "> ", "a\n\nb", O)),
    tmp_file(d, F),
    open(F, write, Out), format(Out, "(1,2)", []), close(Out),
    all(L, phrase_from_file(sequence(start, digit_, sep, end, L), F)),
    delete_file(F).
