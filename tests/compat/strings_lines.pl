% library(strings): string_lines/2 both ways, dedent_lines/3 with its tab and
% chars options, indent_lines/3,4 with a filter; their errors.
:- use_module(library(strings)).
all(G) :- catch((findall(G, G, L), print(L)), error(E, _), print(error(E))), nl.
not_b(L) :- L \== "b".
main :-
    all(string_lines("ab\n", _)), all(string_lines("ab", _)),
    all(string_lines("", _)), all(string_lines("\n", _)), all(string_lines(ab, _)),
    all(string_lines("ab\n", ["ab", ""])), all(string_lines("ab\n\n", ["ab", "", ""])),
    all(string_lines("ab\n\n", [_|_])), all(string_lines("ab\n\n", foo)),
    all(string_lines(_, ['', "ab", 3, ''])), all(string_lines(_, [])),
    all(string_lines(_, _)), all(string_lines(_, foo)), all(string_lines(_, [a|_])),
    all(string_lines(f(x), _)), all(string_lines(_, [f(x)])),
    all(dedent_lines("  a\n   b\n", _, [])), all(dedent_lines(" \ta\n\tb", _, [])),
    all(dedent_lines('  a', _, [tab(8)])), all(dedent_lines("\ta\n        b", _, [tab(8)])),
    all(dedent_lines("  \ta\n\tb", _, [tab(4)])), all(dedent_lines("xxa\nxb", _, [chars("x")])),
    all(dedent_lines("  a\n \n  b", _, [])), all(dedent_lines(" a\n\n  b\n", _, [])),
    all(dedent_lines([0'a], _, [])), all(dedent_lines("\n\n", _, [])),
    all(dedent_lines("", _, [])), all(dedent_lines("  ", _, [])),
    all(dedent_lines("  \thello\n   \thow\n \tfine", _, [])),
    all(dedent_lines(_, _, [])),
    all(indent_lines("> ", "a\n\nb\n", _)), all(indent_lines(" ", "a\nb", _)),
    all(indent_lines("  ", "\n ", _)), all(indent_lines("  ", "", _)),
    all(indent_lines(not_b, "+", "a\nb\n", _)), all(indent_lines(a, "x\ny", _)),
    all(indent_lines(">", [0'x], _)), all(indent_lines(">", f(x), _)).
