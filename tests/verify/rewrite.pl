% Statuses are rewritten; this comment and the clauses stay byte for byte.
:- pred len(L, N) : (list(L), var(N)) + (cost(eq, steps, length(L) + 1), not_fails).
:- check pred len2(L, N) : (list(L), var(N)) + cost(ub, steps, 1).
:- check success len(L, N) : list(L) => int(N).

len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.   % trailing comment

len2(L, N) :- len(L, N).
