% mem.pl -- memory workload: builds a list of the integers 1..10000,
% copies it twice element by element, and makes a list of the doubled
% elements; repeated 20 times (scaled up from one run to be timeable).

main :-
    rounds(20).

rounds(0) :- !.
rounds(N) :-
    once(mem_bench),
    N1 is N - 1,
    rounds(N1).

mem_bench :-
    make_list(1, 10000, L),
    copy_list(L, C1),
    copy_list(C1, C2),
    double_list(C2, D),
    last_of(D, 20000).

make_list(I, N, []) :- I > N, !.
make_list(I, N, [I|T]) :-
    I1 is I + 1,
    make_list(I1, N, T).

copy_list([], []).
copy_list([X|Xs], [X|Ys]) :-
    copy_list(Xs, Ys).

double_list([], []).
double_list([X|Xs], [Y|Ys]) :-
    Y is 2 * X,
    double_list(Xs, Ys).

last_of([X], X) :- !.
last_of([_|T], X) :-
    last_of(T, X).
