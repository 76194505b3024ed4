% The quicksort of the profiling paper (figure 3), with the two recursive calls
% made cost centres: on uniformly distributed input each takes about half of the
% work; on an already sorted list qsort2 takes nearly all of it.
%
%   costlog profile examples/qsort_cc.pl --resource steps
%   costlog verify examples/qsort_cc.pl                    (uniform input: holds)
%   costlog verify examples/qsort_cc.pl --goal main_sorted (sorted input: false)

:- cost_center qsort1/2, qsort2/2.

:- entry main.

:- check pred qsort1/2 + rel_cost(ub, exec_time, 55).
:- check pred qsort2/2 + rel_cost(ub, exec_time, 55).

main :- input(uniform, Ls), sort_all(Ls).

main_sorted :- input(sorted, Ls), sort_all(Ls).

sort_all([]).
sort_all([L|Ls]) :- qsort(L, _), sort_all(Ls).

qsort1(A, B) :- qsort(A, B).
qsort2(A, B) :- qsort(A, B).

qsort([], []).
qsort([X|L], R) :-
    partition(L, X, L1, L2),
    qsort1(L1, R1),
    qsort2(L2, R2),
    append(R1, [X|R2], R).

partition([], _, [], []).
partition([H|L], X, [H|L1], L2) :-
    H < X, !,
    partition(L, X, L1, L2).
partition([H|L], X, L1, [H|L2]) :-
    H >= X,
    partition(L, X, L1, L2).

% uniform_list(+N, +Seed, -L): N pseudo-random integers (linear congruential).
uniform_list(0, _, []) :- !.
uniform_list(N, S, [X|Xs]) :-
    S1 is (S * 1103515245 + 12345) mod 2147483648,
    X is S1 // 65536 mod 100000,
    N1 is N - 1,
    uniform_list(N1, S1, Xs).

% The inputs are made when the file is loaded, so that runs measure sorting only:
% four uniformly distributed lists of 1000 integers, and one sorted list of 600.
:- findall(L, (member(S, [7, 11, 13, 17]), uniform_list(1000, S, L)), Ls),
   assertz(input(uniform, Ls)).
:- numlist(1, 600, L), assertz(input(sorted, [L])).
