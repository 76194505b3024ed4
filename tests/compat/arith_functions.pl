% Arithmetic functions: bit operations, gcd, msb, trigonometry (printed with
% format ~4f), integer division corners and big integers.
show(E) :- catch((X is E, writeq(E = X)), error(Err, _), (writeq(E), write(' raises '), print(Err))), nl.
main :-
    maplist(show, [5 /\ 3, 5 \/ 3, 5 xor 3, \ 5, 1 << 70, -16 >> 2, msb(1000), gcd(12, -18),
                   7 // -2, -7 // 2, 7 mod -2, -7 mod 2, 7 rem -2, -7 rem 2, div(-7, 2), div(7, -2),
                   2 ** 100, 2 ^ 100, 2 ** -1, 2 ^ -1, 9 ** 0.5, 123456789012345678901234567890 * 3,
                   -(-9223372036854775808), abs(-9223372036854775808), sign(-3), sign(2.5),
                   min(2, 2.0), max(1, 1.0), truncate(-2.5), round(2.5), round(-2.5), ceiling(2.1), floor(-2.1),
                   integer(2.5), integer(-2.5), float_integer_part(-3.7), float_fractional_part(1.5),
                   cot(1.0), copysign(2, -0.0), nexttoward(1.0, 2), trig, 1 / 0, 1 / 0.0, 0 / 0, foo + 1,
                   7 / 2, 8 / 2, 2 ** 3, 2 ** 3.0, 4 / 2.0, cmpflags, succ(3),
                   max(a, 1), gcd(0, 0), 10 mod 0, msb(0), msb(-1), truncate(1.0e20), e, pi, inf, nan, epsilon,
                   max_tagged_integer, random(0), 3 >> -1, 1 << -1, cot(0), log(0), log(-1), sqrt(-1), asin(2), acos(1.5),
                   atan(1, 0), atan2(1, 1), atan(1.0), 0 ** -1, 0.0 ** -1, 0 ^ -1, 1 ^ -5, -1 ^ -5, 2 ^ 2.0]),
    forall(member(F, [sin(pi/6), cos(pi/3), tan(pi/4), asin(0.5), acos(0.5), atan(1), exp(1), log(10), sqrt(2), sinh(1), cosh(1), tanh(1), asinh(1), acosh(2), atanh(0.5)]),
           ( V is F, format("~w = ~4f~n", [F, V]) )),
    X is 3 ** 40 mod 1000007, format("~d~n", [X]),
    Y is (1 << 100) // 3 - 5, format("~d ~a~n", [Y, done]).
