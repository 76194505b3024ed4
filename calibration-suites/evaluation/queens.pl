% N queens by permutation and test: the first solution.
:- pred queens(N, Qs) : (nnegint(N), var(Qs)).

queens(N, Qs) :-
    range(1, N, Ns),
    place(Ns, [], Qs).

range(N, N, [N]) :- !.
range(M, N, [M|Ns]) :- M < N, M1 is M + 1, range(M1, N, Ns).

place([], Qs, Qs).
place(Unplaced, Safe, Qs) :-
    sel(Q, Unplaced, Rest),
    safe(Safe, Q, 1),
    place(Rest, [Q|Safe], Qs).

sel(X, [X|Xs], Xs).
sel(X, [Y|Ys], [Y|Zs]) :- sel(X, Ys, Zs).

safe([], _, _).
safe([Q|Qs], Q0, D0) :-
    Q0 =\= Q + D0,
    Q0 =\= Q - D0,
    D1 is D0 + 1,
    safe(Qs, Q0, D1).
