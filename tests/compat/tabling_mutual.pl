% Tabling: mutually recursive tabled predicates (SWI's pingpong pattern and an
% even/odd cycle) terminate with the complete answer sets.
:- table d/1, e/1.

d(X) :- e(Y), Y < 200, X is Y + 1.
d(0).

e(X) :- d(Y), Y < 200, X is Y + 1.
e(0).

:- table even/1, odd/1.
even(X) :- num(X), X =:= 0.
even(X) :- odd(Y), X is Y + 1, X =< 10.
odd(X) :- even(Y), X is Y + 1, X =< 10.

num(0).

:- table a/1, b/1, c/1.
a(X) :- b(X).
a(1).
b(X) :- c(X).
b(2).
c(X) :- a(X).
c(3).

main :-
    findall(X, d(X), Ds), length(Ds, ND), sum_list(Ds, SD), max_list(Ds, MD),
    writeln(d(ND, SD, MD)),
    findall(X, e(X), Es), length(Es, NE), writeln(e(NE)),
    findall(X, even(X), Ev), msort(Ev, Ev1), writeln(even(Ev1)),
    findall(X, odd(X), Od), msort(Od, Od1), writeln(odd(Od1)),
    findall(X, c(X), Cs), msort(Cs, Cs1), writeln(c(Cs1)),
    findall(X, a(X), As), msort(As, As1), writeln(a(As1)),
    ( d(150) -> writeln(yes_d150) ; writeln(no_d150) ),
    ( d(201) -> writeln(yes_d201) ; writeln(no_d201) ).
