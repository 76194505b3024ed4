% Arithmetic comparisons: six per iteration (<, =<, >, >=, =:=, =\=).

cmp_bench(0) :- !.
cmp_bench(K) :-
    K > 0,
    K >= 1,
    0 < K,
    K =< 100000000,
    K =:= K,
    K =\= 0,
    K1 is K - 1,
    cmp_bench(K1).
