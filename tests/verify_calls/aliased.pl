% The precondition says both arguments of p/2 are unbound, but a caller may pass
% one variable twice: after X = 1 the second argument may be bound, so the call
% of q/1 is not proved to pass an unbound variable (nor refuted).
:- pred p(X, Y) : (var(X), var(Y)).
:- calls q(Y) : var(Y).

p(X, Y) :- X = 1, q(Y).

q(_).
