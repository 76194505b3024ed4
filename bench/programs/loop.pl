% loop: a 10,000,000-iteration tail-recursive counting loop.
% Must run in constant memory (last-call optimisation).

bench :-
    count_down(10000000).

count_down(0) :- !.
count_down(N) :-
    N1 is N - 1,
    count_down(N1).
