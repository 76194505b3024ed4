% library(clpfd): constraints whose variables are unified with each other after
% posting, as SWI-Prolog decides them (a reified comparison of X and Y is decided
% once X = Y; terms of aliased variables are merged in linear constraints).
:- use_module(library(clpfd)).
t(G) :- ( catch(G, E, (print(E), nl, fail)) -> writeln(yes) ; writeln(no) ).
main :-
    t((X #= Y #<==> B, X = Y, B = 0)),
    t((X1 #= Y1 #<==> B1, X1 = Y1, B1 == 1)),
    t((X2 #\= Y2, X2 = Y2)),
    t((X3 #< Y3, X3 = Y3)),
    t((X4 in 0..5, X4 #= Y4 + 1, X4 = Y4)),
    t((B5 #<==> (X5 #= Y5), X5 = Y5, label([B5]), B5 == 0)),
    t((X6 #= Y6 + 1, X6 = Y6)),
    t((X7 #=< Y7 - 1, X7 = Y7)),
    t((2*X8 #= Y8 + Z8, X8 = Y8, Y8 = Z8, X8 = 3)),
    t((X10 #>= Y10 #<==> B10, X10 = Y10, B10 == 1)),
    t((3*X11 #= Y11 + 2*Z11, Y11 = Z11, X11 = Z11, X11 in 0..3, findall(X11, label([X11]), L11), length(L11, 4))),
    t((zcompare(O, X12, Y12), X12 = Y12, O == (=))),
    t((X13 + Y13 #= 10, X13 = Y13, X13 == 5)),
    t((X14 + Y14 #= 7, X14 = Y14)).
