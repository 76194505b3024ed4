% nrev_lips: naive reverse of a 30-element list, a fixed number of times.
% One nrev of 30 elements = 496 logical inferences (31 nrev/2 calls and
% 465 app/3 calls).  bench/run.py reads the iteration count from the
% lips_iterations/1 fact below and reports iterations*496/time.

lips_iterations(30000).

bench :-
    lips_iterations(N),
    lips_list(1, 30, L),
    lips_loop(N, L).

lips_loop(0, _) :- !.
lips_loop(N, L) :-
    lips_nrev(L, _),
    N1 is N - 1,
    lips_loop(N1, L).

lips_nrev([], []).
lips_nrev([H|T], R) :-
    lips_nrev(T, RT),
    lips_app(RT, [H], R).

lips_app([], L, L).
lips_app([H|T], L, [H|R]) :-
    lips_app(T, L, R).

lips_list(I, N, []) :- I > N, !.
lips_list(I, N, [I|T]) :-
    I1 is I + 1,
    lips_list(I1, N, T).
