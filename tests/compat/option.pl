% library(option).
main :-
    option(a(X1), [b(1), a(2), a(3)]), write(X1), nl,
    option(a(X2), [b=1, a=2]), write(X2), nl,
    ( option(a(2), [a(1), a(2)]) -> write(yes) ; write(no) ), nl,
    option(c(X3), [a(1)], def), write(X3), nl,
    option(a(X4), [a(1)], def), write(X4), nl,
    ( option(z(_), [a(1)]) -> write(yes) ; write(no) ), nl,
    select_option(a(X5), [b(1), a(2), c], R5), write(X5/R5), nl,
    select_option(a(X6), [b=1, a=2, c(3)], R6), write(X6/R6), nl,
    select_option(z(X7), [b(1)], R7, seven), write(X7/R7), nl,
    merge_options([a(1), c(3)], [a(2), b(2)], M1), write(M1), nl,
    merge_options([a=1, z(3)], [a(2), b(2), b(3)], M2), write(M2), nl,
    merge_options([], [b(1), a(2)], M3), write(M3), nl,
    catch(option(_, [a(1)]), error(E, _), true), ( nonvar(E) -> write(error) ; write(no_error) ), nl.
