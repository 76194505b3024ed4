% Arithmetic whose result is returned through an argument: in add/3 the left
% side of is/2 is a head argument, so is/2 is a builtin call rather than the
% inline evaluation into a fresh variable of arith.pl (the usual form in
% recursive predicates: `len([_|T], N) :- len(T, N0), N is N0 + 1`).
% Per iteration: 4 calls of add/3 (4 steps, nargs 12, viunif 8, vounif 4,
% builtins 4) besides the driver's step (nargs 1, viunif 1) and its counter.

aout_bench(0) :- !.
aout_bench(K) :-
    add(K, 1, A),
    add(A, 2, B),
    add(B, 3, C),
    add(C, 4, _),
    K1 is K - 1,
    aout_bench(K1).

add(X, Y, Z) :- Z is X + Y.
