% bignums.pl (second set) -- 7^21000 computed by counting up a product and by
% binary exponentiation on the bits of the exponent; the results must agree.

main :-
    bench.

bench :-
    power_by_steps(7, 21000, A),
    power_by_bits(7, 21000, B),
    A =:= B.

power_by_steps(X, E, P) :-
    steps_up(0, E, X, 1, P).

steps_up(I, E, _, P, P) :-
    I >= E, !.
steps_up(I, E, X, P0, P) :-
    P1 is P0 * X,
    I1 is I + 1,
    steps_up(I1, E, X, P1, P).

% power_by_bits(+X, +E, -P): right-to-left binary method.
power_by_bits(X, E, P) :-
    bits(E, X, 1, P).

bits(0, _, P, P) :- !.
bits(E, Sq, P0, P) :-
    (   E /\ 1 =:= 1
    ->  P1 is P0 * Sq
    ;   P1 = P0
    ),
    E1 is E >> 1,
    (   E1 > 0
    ->  Sq1 is Sq * Sq
    ;   Sq1 = Sq
    ),
    bits(E1, Sq1, P1, P).
