% The garbage collector's pseudo-centre: churn/1 makes 2,000 heap cells of garbage
% per iteration (a 1,000-element list, dropped), so a long enough run collects;
% count/1 allocates nothing (small integers live in registers), so it never does.
:- cost_center churn/1.
:- cost_center build/2.

churn(0) :- !.
churn(N) :-
    build(1000, _),
    N1 is N - 1,
    churn(N1).

build(0, []) :- !.
build(N, [N|T]) :-
    N1 is N - 1,
    build(N1, T).

count(0) :- !.
count(N) :-
    N1 is N - 1,
    count(N1).
