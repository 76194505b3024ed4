% A predicate that loops on every input: the upper bound is refuted by the
% partial measurement when the step limit stops the run.
:- pred spin(A) : int(A) + cost(ub, steps, 10*A + 5).
spin(N) :- spin(N).
