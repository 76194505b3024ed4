% Arithmetic expressions with two or three operators (one is/2, one `builtins`
% unit each, whatever the size of the expression): four evaluations per
% iteration besides the counter's own.

nest_bench(0) :- !.
nest_bench(K) :-
    A is K * 3 + 1,
    B is (A - K) * 2,
    C is A * B mod 1000,
    _ is C // 2 + K,
    K1 is K - 1,
    nest_bench(K1).
