% --auto leaves out pure wrappers (bench/0 and run/0 only pass the work on)
% and centres below the share threshold (tiny/0: one step of 200,005).

main :- bench.

bench :- run.

run :- task(100000), tiny.

task(0) :- !.
task(N) :-
    work(N),
    N1 is N - 1,
    task(N1).

work(N) :-
    X is N * N,
    X >= 0.

tiny.
