% up/1 counts up to 0: a non-negative N takes 1 step, a negative one 1 - 2*N
% (each call tries both clauses). The bound 3 fails only for N =< -2, which an
% int/1 argument allows and a nnegint/1 one does not.

:- pred up(N) : int(N) + cost(ub, steps, 3).
:- pred up_nneg(N) : nnegint(N) + cost(ub, steps, 3).

up(N) :- N >= 0, !.
up(N) :- N1 is N + 1, up(N1).

up_nneg(N) :- up(N).
