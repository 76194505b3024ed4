% queens.pl -- N-queens by naive generate-and-test: every permutation of
% 1..N is generated and checked for diagonal attacks.  main collects all
% solutions for N = 8 with findall/3, twice.

main :-
    once(queens_bench).

queens_bench :-
    findall(Q, queens(8, Q), S1),
    findall(Q, queens(8, Q), S2),
    S1 == S2,
    count(S1, 0, 92).

queens(N, Qs) :-
    range(1, N, Ns),
    perm(Ns, Qs),
    safe(Qs).

range(N, N, [N]) :- !.
range(I, N, [I|Is]) :-
    I < N,
    I1 is I + 1,
    range(I1, N, Is).

perm([], []).
perm(L, [X|P]) :-
    sel(X, L, L1),
    perm(L1, P).

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :-
    sel(X, T, R).

safe([]).
safe([Q|Qs]) :-
    no_attack(Q, Qs, 1),
    safe(Qs).

no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :-
    Q =\= Q1 + D,
    Q =\= Q1 - D,
    D1 is D + 1,
    no_attack(Q, Qs, D1).

count([], N, N).
count([_|T], N0, N) :-
    N1 is N0 + 1,
    count(T, N1, N).
