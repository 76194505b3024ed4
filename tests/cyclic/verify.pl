% A predicate that unifies, compares and copies cyclic terms built from its
% argument: run-time checking of its bound must end (it used to hang in `=`).
:- pred loops(A) : list(A) + cost(ub, steps, 2).
loops(L) :-
    X = f(X, L), Y = f(Y, L), X = Y, X == Y,
    copy_term(X, Z), Z = X.

% Its answer is cyclic: run-time checking reads it back.
:- pred knot(A, B) : list(A) + cost(ub, steps, 2).
knot(L, X) :- X = f(X, L).

% A ground cyclic answer: its success property is not judged on the finite
% stand-in rtcheck reads back (that would wrongly make it false), nor is the test.
:- pred ring(A, B) : atm(A) => gnd(B).
ring(A, X) :- X = f(X, A).
:- test ring(A, B) : (A = a) => gnd(B).
