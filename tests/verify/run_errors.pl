% Most runs of p/1 raise an existence error (missing/1 is not defined): run-time
% checking must say so, not bury it in the observation.
:- pred p(A) : int(A) + cost(ub, steps, 10).
p(X) :- X > 3, !, missing(X).
p(_).
