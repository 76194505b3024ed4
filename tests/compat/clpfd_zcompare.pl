% library(clpfd): zcompare/3, the order of two integers as a constraint, both
% ways round, and its errors.
:- use_module(library(clpfd)).
t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (print(E), nl)).
main :-
    t((zcompare(O1, 1, 2), writeln(O1))),
    t((zcompare(O2, 3, 3), writeln(O2))),
    t((zcompare(O3, 4, 3), writeln(O3))),
    t(zcompare(<, 4, 3)),
    t((X4 in 0..5, zcompare(O4, X4, 3), O4 = (<), fd_dom(X4, D4), writeln(D4))),
    t((X5 in 0..5, zcompare(=, X5, 3), writeln(X5))),
    t((X6 in 0..5, zcompare(>, X6, 3), fd_dom(X6, D6), writeln(D6))),
    t((X7 in 0..2, zcompare(O7, X7, 3), writeln(O7))),
    t((X8 in 0..5, zcompare(O8, X8, 3), X8 = 3, writeln(O8))),
    t((X9 in 0..5, zcompare(O9, X9, 3), X9 #> 3, writeln(O9))),
    t((X10 in 0..5, zcompare(O10, X10, 3),
       findall(X10-O10, label([X10]), L10), writeln(L10))),
    t((X13 in 0..5, zcompare(O13, X13, 3), X13 #\= 3, fd_dom(X13, D13),
       (var(O13) -> writeln(var) ; writeln(O13)), writeln(D13))),
    t((X14 in 0..5, zcompare(O14, X14, 3), O14 = foo)),
    t(zcompare(foo, 1, 2)),
    t(zcompare(1, 1, 2)),
    t(zcompare(_, a, 2)),
    t(zcompare(_, 1, a)),
    t(zcompare(_, 1+1, 2)).
