% The example every output format of verify, analyze and profile is snapshot on
% (tests/report_snapshots.rs): a bound the analysis proves, one it refutes, two
% that only run-time checking sees (through bagof/3, opaque to the analysis):
% one holds on every run, one has a counterexample; a test; two cost centres.

:- cost_center nrev/2, app/3.
:- entry main.
:- pred nrev(A, B) : (list(A, num), var(B)) => list(B, num)
    + (cost(ub, steps, 0.5*length(A)**2 + 1.5*length(A) + 1), not_fails, is_det).
:- pred app(A, B, C) : (list(A), list(B), var(C)) + cost(ub, steps, length(A)).
:- pred count(N, C) : (int(N), var(C)) + cost(ub, steps, 2*max(int(N), 0) + 2).
:- pred count_wrong(N, C) : (int(N), var(C)) + cost(ub, steps, int(N)).
:- test nrev(A, B) : (A = [1,2,3]) => (B = [3,2,1]).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

count(N, C) :- ( bagof(I, step(N, I), Is) -> length(Is, C) ; C = 0 ).
count_wrong(N, C) :- count(N, C).

step(N, I) :- between(1, N, I), tick.
tick.

main :- numlist(1, 20, L), nrev(L, R), R = [F|_], count(F, C), C > 0.
