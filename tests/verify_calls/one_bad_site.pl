% double/2 is called at three places; the third passes an atom where a number is
% required: the calls property is false, with that call as the reason.
:- calls double(X, Y) : (num(X), var(Y)).

double(X, Y) :- Y is 2 * X.

main :-
    double(3, A),
    double(A, B),
    write(B), nl,
    double(foo, C),
    write(C), nl.
