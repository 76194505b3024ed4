% len/2 takes length(L) + 1 steps: the bound 5 fails from 5 elements on, and the
% shrunk counterexample is a list of exactly 5 elements, each as simple as it gets.

:- pred len(L, N) : (list(L), var(N)) + cost(ub, steps, 5).

len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
