% Tabling as memoisation: fib(1000) with big integers is instant because every
% fib(K) is computed once; tables are reused across calls and by later calls.
:- table fib/2.

fib(0, 0) :- !.
fib(1, 1) :- !.
fib(N, F) :-
    N > 1,
    N1 is N - 1,
    N2 is N - 2,
    fib(N1, F1),
    fib(N2, F2),
    F is F1 + F2.

:- table calls/1.
:- dynamic(counter/1).
counter(0).
calls(X) :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)), X = N1.

main :-
    fib(30, F30), writeln(F30),
    fib(1000, F), atom_length(F, Len), writeln(digits(Len)),
    X is F mod 1000000007, writeln(X),
    fib(999, F999), fib(998, F998),
    ( F =:= F999 + F998 -> writeln(consistent) ; writeln(inconsistent) ),
    findall(K-V, (member(K, [0, 1, 2, 10, 50]), fib(K, V)), L), writeln(L),
    calls(A), calls(B), writeln(A-B),
    abolish_all_tables,
    calls(C), writeln(C).
