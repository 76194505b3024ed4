% library(readutil)'s read_file_to_codes/3, read_file_to_string/3,
% read_file_to_terms/3 and library(pio)'s phrase_from_file/2,3.
:- use_module(library(readutil)).
:- use_module(library(pio)).
:- use_module(library(dcg/basics)).
% The values of Out over the solutions of G, or G's error.
t(Out, G) :- catch((findall(Out, G, L), print(L)), error(E, _), print(error(E))), nl.
greeting --> "hello", blanks, rest.
rest --> [_], rest.
rest --> [].
main :-
    tmp_file(x, F),
    open(F, write, O), format(O, "héllo~nfoo(X, bar).~n'q'.~n", []), close(O),
    t(C1, read_file_to_codes(F, C1, [])), t(C2, read_file_to_codes(F, C2, [tail([1,2])])),
    t(S1, read_file_to_string(F, S1, [])),
    t(x, read_file_to_codes('/nonexistent/x', _, [])), t(x, read_file_to_codes(_, _, [])),
    t(x, read_file_to_codes(F, _, foo)),
    open(F, write, O2), format(O2, "a(1). b(X, Y, X).~n", []), close(O2),
    t(Ts, (read_file_to_terms(F, Ts, []), numbervars(Ts, 0, _))),
    t(x, read_file_to_terms('/nonexistent/x', _, [])),
    t(x, phrase_from_file("x", F)), t(x, phrase_from_file(_, F)),
    t(S-R, phrase_from_file((string(S), ". ", string_without(`\n`, R), "\n"), F, [])),
    open(F, write, O3), format(O3, "hello   world", []), close(O3),
    t(x, phrase_from_file(greeting, F)), t(x, phrase_from_file(([], greeting), F)),
    t(C, phrase_from_file(("hello", [C]), F)),
    delete_file(F),
    catch(phrase_from_file(greeting, F), error(E, _), true),
    E = existence_error(Kind, _), print(Kind), nl.
