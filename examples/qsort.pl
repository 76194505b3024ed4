% Quicksort, with the assertions of the profiling paper (Mera et al., figure 3).
% The steps bound length(A)*log(length(A)) is false: on a sorted list quicksort
% takes quadratic time. verify finds the counterexample.

:- entry main.
:- pred qsort(A, B) : (list(A, num), var(B)) => list(B, num)
    + (cost(ub, steps, length(A)*log(length(A))), not_fails, is_det).
:- pred qsort(A, B) : (list(A, num), var(B))
    + cost(ub, steps, length(A)**2 + 3*length(A) + 1).
:- pred partition(L, X, S, B) : (list(L, num), num(X), var(S), var(B))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, length(L) + 1), not_fails).
:- test qsort(A, B) : (A = [3,1,2]) => (B = [1,2,3]) + not_fails.

qsort([], []).
qsort([X|L], R) :-
    partition(L, X, L1, L2),
    qsort(L2, R2),
    qsort(L1, R1),
    append(R1, [X|R2], R).

partition([], _, [], []).
partition([E|R], C, [E|Left1], Right) :-
    E < C, !,
    partition(R, C, Left1, Right).
partition([E|R], C, Left, [E|Right1]) :-
    E >= C,
    partition(R, C, Left, Right1).

append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

main :-
    qsort([5,3,8,1,9,2], L),
    format("~w~n", [L]).
