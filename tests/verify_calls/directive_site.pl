% tag/2 is called well by the program's clause, and badly by a directive: a call
% from a directive is a call, so the calls property is false there.
:- calls tag(X, T) : (atm(X), var(T)).

tag(X, t(X)).

main :- tag(a, T), write(T), nl.

:- initialization(tag(1, _)).
