% SWI-Prolog's digit groups: `_` with optional layout, or one space where
% the radix is at most 10; `\c` in quoted text skips the layout after it.
main :-
    X1 = 1 000 000, writeln(X1),
    X2 = 1_000_000, writeln(X2),
    X3 = 1_ 000, writeln(X3),
    X4 is 2 000 + 1, writeln(X4),
    X5 = f(1 2), print(X5), nl,
    X6 = 0b1010 1010, writeln(X6),
    X7 = 0o7 7, writeln(X7),
    X8 = 0xff_ff, writeln(X8),
    X11 = -9 223 372 036 854 775 809, writeln(X11),
    X12 = 2'1 0, writeln(X12),
    X13 = 1_/* a comment */000, writeln(X13),
    X14 = 'long \c
           atom', writeq(X14), nl,
    X15 = "ab\c   cd", writeq(X15), nl,
    atom_length('\c ', L), writeln(L),
    catch(term_to_atom(T, '1  000'), E, true),
    ( nonvar(E), E = error(syntax_error(_), _) -> writeln(two_spaces_are_an_error) ; writeln(T) ),
    catch(term_to_atom(T2, '0x1 0'), E2, true),
    ( nonvar(E2), E2 = error(syntax_error(_), _) -> writeln(hex_space_is_an_error) ; writeln(T2) ),
    catch(term_to_atom(T3, '1.000_5'), E3, true),
    ( nonvar(E3), E3 = error(syntax_error(_), _) -> writeln(fraction_groups_are_an_error) ; writeln(T3) ),
    X16 = 1 0r3, writeln(X16).
