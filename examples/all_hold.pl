% Every assertion here holds: verify reports nothing false and exits 0.

:- regtype color/1.
color(red).
color(green).
color(blue).

:- pred len(L, N) : (list(L), var(N)) => int(N)
    + (cost(eq, steps, length(L) + 1), not_fails, is_det).
:- pred app(A, B, C) : (list(A, int), list(B, int), var(C)) => list(C, int)
    + (cost(eq, steps, length(A) + 1), cost(eq, nargs, 3*length(A) + 3), not_fails, is_det).
:- pred member_color(X, L) : (color(X), list(L, color)) + cost(ub, steps, length(L) + 1).
:- pred sum(L, S) : (list(L, int), var(S)) => int(S)
    + (steps(length(L) + 1), is_det, not_fails).
:- test len(L, N) : (L = [a, b, c]) => (N = 3).

len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

member_color(X, [X|_]).
member_color(X, [_|T]) :- member_color(X, T).

sum([], 0).
sum([X|Xs], S) :- sum(Xs, S0), S is S0 + X.

% A cost centre on a predicate and one on a body literal (the engine runs the
% literal's goal; the profiler attributes its cost to the centre).
:- cost_center sum/2.
:- pred twice_sum(L, S) : (list(L, int), var(S)) + cost(eq, steps, length(L) + 2).

twice_sum(L, S) :- cost_center(summing, sum(L, S0)), S is 2*S0.
