% Family: arithmetic (is/2, comparison, every ISO evaluable functor,
% bigints, errors).  `X == V` checks both value and type (1 vs 1.0).

t(arith_add, (X is 1 + 2, X == 3), true).
t(arith_add_float, (X is 1 + 2.0, X == 3.0), true).
t(arith_sub, (X is 3 - 5, X == -2), true).
t(arith_mul, (X is 6 * 7, X == 42), true).
t(arith_mul_float, (X is 2 * 0.5, X == 1.0), true).
t(arith_div_non_exact, (X is 7 / 2, X == 3.5), true).
t(arith_div_float, (X is 10 / 4.0, X == 2.5), true).
t(arith_float_sum_rounding, (X is 0.1 + 0.2, X == 0.30000000000000004), true).
t(arith_unary_minus, (X is - (3), X == -3), true).
t(arith_unary_minus_float, (X is - (2.5), X == -2.5), true).
t(arith_unary_plus, (X is + (3), X == 3), true).
t(arith_int_div_pos, (X is 7 // 2, X == 3), true).
t(arith_int_div_toward_zero, (X is -7 // 2, X == -3), true).
t(arith_int_div_neg_divisor, (X is 7 // -2, X == -3), true).
t(arith_rem_pos, (X is 7 rem 2, X == 1), true).
t(arith_rem_neg_dividend, (X is -7 rem 2, X == -1), true).
t(arith_rem_neg_divisor, (X is 7 rem -2, X == 1), true).
t(arith_mod_pos, (X is 7 mod 3, X == 1), true).
t(arith_mod_neg_dividend, (X is -7 mod 2, X == 1), true).
t(arith_mod_neg_divisor, (X is 7 mod -2, X == -1), true).
t(arith_div_floor, (X is -7 div 2, X == -4), true).
t(arith_div_floor_neg_divisor, (X is 7 div -2, X == -4), true).
t(arith_div_exact, (X is 8 div 2, X == 4), true).
t(arith_abs_int, (X is abs(-3), X == 3), true).
t(arith_abs_float, (X is abs(-3.5), X == 3.5), true).
t(arith_sign_neg, (X is sign(-3), X == -1), true).
t(arith_sign_zero, (X is sign(0), X == 0), true).
t(arith_sign_float, (X is sign(2.5), X == 1.0), true).
t(arith_min, (X is min(2, 3), X == 2), true).
t(arith_max, (X is max(2, 3), X == 3), true).
t(arith_min_mixed, (X is min(2, 3.0), X == 2), true).
t(arith_max_mixed, (X is max(2, 3.0), X == 3.0), true).
t(arith_float_conversion, (X is float(3), X == 3.0), true).
t(arith_float_of_float, (X is float(2.5), X == 2.5), true).
t(arith_truncate_pos, (X is truncate(3.7), X == 3), true).
t(arith_truncate_neg, (X is truncate(-3.7), X == -3), true).
t(arith_round_half_up, (X is round(2.5), X == 3), true).
t(arith_round_half_neg, (X is round(-2.5), X == -3), true).
t(arith_round_down, (X is round(2.4), X == 2), true).
t(arith_ceiling, (X is ceiling(2.1), X == 3), true).
t(arith_ceiling_exact, (X is ceiling(2.0), X == 2), true).
t(arith_floor_neg, (X is floor(-2.1), X == -3), true).
t(arith_floor_pos, (X is floor(2.9), X == 2), true).
t(arith_float_integer_part, (X is float_integer_part(-3.7), X == -3.0), true).
t(arith_float_fractional_part, (X is float_fractional_part(3.75), X == 0.75), true).
t(arith_float_fractional_part_neg, (X is float_fractional_part(-3.75), X == -0.75), true).
t(arith_shift_left, (X is 1 << 10, X == 1024), true).
t(arith_shift_right, (X is 1024 >> 3, X == 128), true).
t(arith_shift_right_negative, (X is -16 >> 2, X == -4), true).
t(arith_bit_and, (X is 5 /\ 3, X == 1), true).
t(arith_bit_or, (X is 5 \/ 3, X == 7), true).
t(arith_bit_xor, (X is xor(5, 3), X == 6), true).
t(arith_bit_not, (X is \ 5, X == -6), true).
t(arith_pi, (X is pi, X > 3.14159, X < 3.1416), true).
t(arith_sin, (X is sin(0), X == 0.0), true).
t(arith_cos, (X is cos(0), X == 1.0), true).
t(arith_cos_pi, (X is cos(pi), X == -1.0), true).
t(arith_tan, (X is tan(0), X == 0.0), true).
t(arith_asin, (X is asin(1), abs(X - pi / 2) < 1.0e-12), true).
t(arith_acos, (X is acos(1), X == 0.0), true).
t(arith_atan, (X is atan(1), abs(X - pi / 4) < 1.0e-12), true).
t(arith_atan2, (X is atan2(1, 1), abs(X - pi / 4) < 1.0e-12), true).
t(arith_atan_2, (X is atan(1, 0), abs(X - pi / 2) < 1.0e-12), true).
t(arith_exp, (X is exp(0), X == 1.0), true).
t(arith_exp_1, (X is exp(1), abs(X - 2.718281828459045) < 1.0e-12), true).
t(arith_log, (X is log(1), X == 0.0), true).
t(arith_log_exp, (X is log(exp(2)), abs(X - 2) < 1.0e-12), true).
t(arith_sqrt, (X is sqrt(16), X == 4.0), true).
t(arith_sqrt_float, (X is sqrt(2.25), X == 1.5), true).
t(arith_power_float_result, (X is 2 ** 3.0, X == 8.0), true).
t(arith_power_float_base, (X is 2.0 ** 2, X == 4.0), true).
t(arith_power_negative_exponent, (X is 2 ** -1, X == 0.5), true).
t(arith_power_half, (X is 9 ** 0.5, X == 3.0), true).
t(arith_caret_int, (X is 2 ^ 3, X == 8), true).
t(arith_caret_float, (X is 2.0 ^ 3, X == 8.0), true).
t(arith_caret_zero_zero, (X is 0 ^ 0, X == 1), true).
t(arith_caret_one_negative, (X is 1 ^ -1, X == 1), true).
t(arith_caret_minus_one_negative, (X is -1 ^ -1, X == -1), true).
t(arith_caret_big, (X is 2 ^ 100, X == 1267650600228229401496703205376), true).
t(arith_nested_expression, (X is (1 + 2) * 3 - 4 / 2, X =:= 7), true).
t(arith_max_min_combination, (X is max(1, 2) * min(3, 4), X == 6), true).
t(arith_is_unify_existing, 3 is 1 + 2, true).
t(arith_is_not_equal, 4 is 1 + 2, fail).
t(arith_is_int_vs_float, 3.0 is 1 + 2, fail).
t(arith_bigint_add, (X is 9223372036854775807 + 1, X == 9223372036854775808), true).
t(arith_bigint_sub, (X is -9223372036854775808 - 1, X == -9223372036854775809), true).
t(arith_bigint_mul, (X is 3037000500 * 3037000500, X == 9223372037000250000), true).
t(arith_bigint_square, (X is 2 ^ 64 * 2 ^ 64, X == 340282366920938463463374607431768211456), true).
t(arith_bigint_neg_min, (X is -(-9223372036854775808), X == 9223372036854775808), true).
t(arith_bigint_abs_min, (X is abs(-9223372036854775808), X == 9223372036854775808), true).
t(arith_bigint_int_div, (X is 2 ^ 100 // 3 ^ 20, X == 363558641556578823726), true).
t(arith_bigint_mod, (X is 12345678901234567890123 mod 97, X == 19), true).
t(arith_bigint_neg_mod, (X is -(2 ^ 70) mod 1000, X == 576), true).
t(arith_bigint_shift, (X is 1 << 100, X == 1267650600228229401496703205376), true).
t(arith_bigint_shift_right, (X is (1 << 100) >> 98, X == 4), true).
t(arith_bigint_and, (X is (2 ^ 64 + 255) /\ 255, X == 255), true).
t(arith_bigint_back_to_small, (X is 2 ^ 64 - 2 ^ 64 + 1, X == 1), true).
t(arith_bigint_factorial, (arith_fact(30, F), F == 265252859812191058636308480000000), true).
t(arith_bigint_compare, (X is 2 ^ 70, Y is 2 ^ 69, X > Y, Y < X, X =\= Y), true).
t(arith_bigint_float, (X is float(2 ^ 70), X =:= 1180591620717411303424), true).
t(arith_bigint_truncate, (X is truncate(1.0e20), X == 100000000000000000000), true).
t(arith_bigint_integer_test, (X is 2 ^ 70, integer(X)), true).
t(arith_compare_eq, 1 =:= 1.0, true).
t(arith_compare_ne, 1 =\= 2, true).
t(arith_compare_lt, 1 < 2, true).
t(arith_compare_gt_float, 2.0 > 1, true).
t(arith_compare_ge, 3 >= 3, true).
t(arith_compare_le_fail, 3 =< 2, fail).
t(arith_compare_expressions, 1 + 2 =:= 6 / 2, true).
t(arith_error_unbound, _ is 1 + _, error(instantiation_error)).
t(arith_error_unbound_rhs, _ is _, error(instantiation_error)).
t(arith_error_atom, _ is foo + 1, error(type_error(evaluable, foo/0))).
t(arith_error_plain_atom, _ is a, error(type_error(evaluable, a/0))).
t(arith_error_unknown_functor, _ is foo(1), error(type_error(evaluable, foo/1))).
t(arith_error_unknown_functor_2, _ is 1 + bar(1, 2), error(type_error(evaluable, bar/2))).
t(arith_error_div_zero, _ is 1 / 0, error(evaluation_error(zero_divisor))).
t(arith_error_float_div_zero, _ is 1.0 / 0, error(evaluation_error(zero_divisor))).
t(arith_error_div_float_zero, _ is 1 / 0.0, error(evaluation_error(zero_divisor))).
t(arith_error_int_div_zero, _ is 1 // 0, error(evaluation_error(zero_divisor))).
t(arith_error_mod_zero, _ is 1 mod 0, error(evaluation_error(zero_divisor))).
t(arith_error_rem_zero, _ is 1 rem 0, error(evaluation_error(zero_divisor))).
t(arith_error_div_op_zero, _ is 1 div 0, error(evaluation_error(zero_divisor))).
t(arith_error_caret_zero_negative, _ is 0 ^ -1, error(evaluation_error(zero_divisor))).
t(arith_error_sqrt_negative, _ is sqrt(-1), error(evaluation_error(undefined))).
t(arith_error_log_negative, _ is log(-1), error(evaluation_error(undefined))).
t(arith_error_acos_domain, _ is acos(2), error(evaluation_error(undefined))).
t(arith_error_asin_domain, _ is asin(2), error(evaluation_error(undefined))).
t(arith_error_float_overflow, _ is 10.0 ** 400, error(evaluation_error(float_overflow))).
t(arith_error_float_overflow_mul, _ is 1.0e308 * 10, error(evaluation_error(float_overflow))).
t(arith_error_int_div_float, _ is 1.5 // 2, error(type_error(integer, 1.5))).
t(arith_error_mod_float, _ is 3.0 mod 2, error(type_error(integer, 3.0))).
t(arith_error_rem_float, _ is 3 rem 2.0, error(type_error(integer, 2.0))).
t(arith_error_shift_float, _ is 1 << 1.0, error(type_error(integer, 1.0))).
t(arith_error_bit_and_float, _ is 1.0 /\ 1, error(type_error(integer, 1.0))).
t(arith_error_bit_not_float, _ is \ 2.0, error(type_error(integer, 2.0))).
t(arith_error_compare_unbound, _ < 1, error(instantiation_error)).
t(arith_error_compare_atom, 1 =:= a, error(type_error(evaluable, a/0))).
t(arith_error_compare_compound, f(1) > 1, error(type_error(evaluable, f/1))).

arith_fact(0, 1) :- !.
arith_fact(N, F) :-
    N1 is N - 1,
    arith_fact(N1, F1),
    F is N * F1.

% Rationals (SWI-Prolog 9, prefer_rationals=false): exact with integers, floats
% when a float takes part, normalised (2r2 is 1).
t(arith_rational_literal, (X = 2r4, rational(X), \+ integer(X), number(X)), true).
t(arith_rational_normalised, (X = 4r2, integer(X), X == 2), true).
t(arith_rational_sum, (X is 1r3 + 2r3, X == 1), true).
t(arith_rational_int, (X is 1r3 + 1, X == 4r3), true).
t(arith_rational_float, (X is 1r2 + 0.5, X == 1.0), true).
t(arith_rational_rdiv, (X is -6 rdiv 4, X == -3r2), true).
t(arith_rational_int_division_is_float, (X is 1 / 3, float(X)), true).
t(arith_rational_parts, (X is numerator(2r6), Y is denominator(-2r6), X == 1, Y == 3), true).
t(arith_rational_of_float, (X is rational(0.25), Y is rationalize(0.1), X == 1r4, Y == 1r10), true).
t(arith_rational_rounding, (X is floor(-7r2), Y is round(1r2), Z is truncate(-7r2), X == -4, Y == 1, Z == -3), true).
t(arith_rational_power, (X is 2r3 ^ -2, X == 9r4), true).
t(arith_rational_compare, (1r2 =:= 0.5, 1r3 < 1, -1r3 < 0), true).
t(arith_rational_mod, _ is 1r3 mod 2, error(type_error(integer, 1r3))).
t(arith_rational_rdiv_float, _ is 0.5 rdiv 2, error(type_error(rational, 0.5))).
t(arith_rational_zero_divisor, _ is 1 rdiv 0, error(evaluation_error(zero_divisor))).
t(arith_rational_order, (msort([1, 1r2, 0.5, -1r3], L), L == [-1r3, 0.5, 1r2, 1]), true).
t(arith_rational3, (rational(1r3, N, D), N == 1, D == 3), true).
t(arith_rational3_float, rational(0.5, _, _), fail).
t(arith_rational_text, (atom_number(A, 1r3), A == '1r3', atom_number('-2r6', X), X == -1r3), true).
