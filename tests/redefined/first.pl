% Loaded first: its p/1 takes one step. A later file that defines p/1 again
% replaces these clauses (as in SWI-Prolog), so this assertion is about that one.
:- pred p(X) : int(X) + cost(ub, steps, 1).
p(_).

:- multifile hook/1.
hook(first).

show :- findall(x, p(_), Ps), length(Ps, N), write(p_solutions(N)), nl,
    forall(hook(H), (write(hook(H)), nl)).
