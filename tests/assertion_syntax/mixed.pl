% Assertions next to clauses that use the assertion words as ordinary names: the
% assertions verify, the clauses read as in SWI-Prolog.
:- pred len(L, N) : (list(L), var(N)) => int(N)
    + (cost(eq, steps, length(L) + 1), not_fails, is_det).
:- check pred app(A, B, C) : (list(A), list(B), var(C))
    + cost(eq, steps, length(A) + 1).
:- test len(L, N) : (L = [a, b]) => (N = 2).

len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

check :- len([a, b, c], N), N == 3.
test :- X = (test - 1), X == test-1.
trust(X) :- X = (- = true).
success :- Y = [check, trust, true, false, pred], length(Y, 5).

main :-
    check, test, trust(X), success,
    write_canonical(X), nl,
    app([1], [2], L), len(L, N),
    writeq(N), nl.
