% Family: library predicates added for SWI-Prolog programs: lists (prefix, subset,
% numlist errors), apply (scanl), aggregate/3 and compound aggregate_all
% templates, library(random) properties, dcg/basics, setarg/nb_setarg,
% portray_clause layout, char_type order and enumeration, flags.

:- use_module(library(dcg/basics)).

t(libx_prefix, prefix(P, [a, b]), all(P, [[], [a], [a, b]])).
t(libx_subset, subset([b, a], [a, b, c]), true).
t(libx_subset_fail, subset([d], [a]), fail).
t(libx_numlist_var, numlist(1, _, _), error(instantiation_error)).
t(libx_scanl, (scanl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, L), L == [0, 1, 3, 6]), true).
t(libx_aggr_compound, (aggregate_all(count-sum(X), member(X, [1, 2, 3]), R), R == 3-6), true).
t(libx_aggr_compound_empty_max, aggregate_all(c(count, max(X)), member(X, []), _), fail).
t(libx_aggregate_groups, aggregate(count, Y^member(X-Y, [a-1, b-2, a-3]), C), all(X-C, [a-2, b-1])).
t(libx_aggregate_caret, (aggregate(sum(V), K^member(K-V, [a-1, b-2]), S), S == 3), true).
t(libx_aggregate_empty, aggregate(count, fail, _), fail).
t(libx_foreach, foreach(member(X, [1, 2]), X > 0), true).
t(libx_random_between, (random_between(1, 3, X), integer(X), X >= 1, X =< 3), true).
t(libx_random_between_empty, random_between(3, 1, _), fail).
t(libx_random_member_empty, random_member(_, []), fail).
t(libx_random_permutation, (random_permutation([1, 2, 3], P), msort(P, S), S == [1, 2, 3]), true).
t(libx_random_float, (X is random_float, float(X), X < 1.0), true).
t(libx_dcg_integer, (phrase(integer(I), `-42`, R), I == -42, R == []), true).
t(libx_dcg_number, (phrase(number(N), `2.5e1`), N =:= 25.0), true).
t(libx_dcg_blanks, (phrase((blanks, digits(D)), `  12`), D == `12`), true).
t(libx_dcg_string_without, (phrase(string_without(`,`, S), `ab,c`, R), S == `ab`, R == `,c`), true).
t(libx_dcg_xinteger, (phrase(xinteger(V), `ff`), V == 255), true).
t(libx_setarg, (T = f(a), setarg(1, T, b), T == f(b)), true).
t(libx_setarg_undone, (T = f(a), ( setarg(1, T, b), fail ; true ), T == f(a)), true).
t(libx_nb_setarg_kept, (T = f(a), ( nb_setarg(1, T, b), fail ; true ), T == f(b)), true).
t(libx_setarg_range, setarg(2, f(a), x), fail).
t(libx_setarg_negative, setarg(-1, f(a), x), error(domain_error(not_less_than_zero, -1))).
t(libx_nb_setarg_atomic, nb_setarg(1, 3, x), error(type_error(compound, 3))).
t(libx_portray_clause, (with_output_to(atom(A), portray_clause((p(X, Y) :- q(X), r(Y, _)))), A == 'p(A, B) :-\n    q(A),\n    r(B, _).\n'), true).
t(libx_portray_ite, (with_output_to(atom(A), portray_clause((p :- (a -> b ; c)))), A == 'p :-\n    (   a\n    ->  b\n    ;   c\n    ).\n'), true).
t(libx_char_type_order, (findall(T, char_type('7', T), L), L = [alnum, csym|_]), true).
t(libx_char_type_enum, findall(C, (char_type(C, digit(W)), W < 2, char_code(C, K), K < 128), L), all(L, [['0', '1']])).
t(libx_char_type_bad, char_type(a, foo), error(type_error(char_type, foo))).
t(libx_code_type_eof, code_type(-1, end_of_file), true).
t(libx_flag_dialect, current_prolog_flag(dialect, swi), true).
t(libx_flag_bounded, current_prolog_flag(bounded, false), true).
t(libx_sort4_missing_key, sort(2, @<, [f(a)], _), error(existence_error(argument, 2, f(a)))).
t(libx_cleanup_on_cut, (nb_setval(libx_cc, 0), once(setup_call_cleanup(true, member(_, [a, b]), nb_setval(libx_cc, 1))), nb_getval(libx_cc, V), V == 1), true).
t(libx_cleanup_on_caller_cut, (nb_setval(libx_cc, 0), ( setup_call_cleanup(true, member(X, [a, b]), nb_setval(libx_cc, X)), ! ; true ), nb_getval(libx_cc, V), V == a), true).
t(libx_cleanup_not_yet, (nb_setval(libx_cc, 0), setup_call_cleanup(true, member(_, [a, b]), nb_setval(libx_cc, 1)), nb_getval(libx_cc, V), V == 0), true).
t(libx_msb_zero, _ is msb(0), error(domain_error(not_less_than_one, 0))).
t(libx_random_zero, _ is random(0), error(domain_error(not_less_than_one, 0))).
