% Assertion shapes --output must split where statuses differ and nowhere else.
:- check p(X) : list(X) + (not_fails, cost(ub, steps, 1)).
:- pred q(X) : list(X) => list(X) + not_fails + cost(ub, steps, 0).
:- entry q/1.
:- test p(X) : (X = [1]) + not_fails.
:- comp r(X) + (not_fails, steps_ub(0)).
:- pred r(X) + not_fails.
p(_).
q(X) :- p(X).
r(_).
% s/1 passes p/1 an argument nothing describes: p's calls part stays check.
s(Y) :- p(Y).
