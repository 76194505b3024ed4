% Family: tabling (variant tables, left and mutual recursion, moded answers).

t(tabling_left_recursion_terminates, (findall(Y, tbl_path(a, Y), L0), msort(L0, L)), all(L, [[a, b, c]])).
t(tabling_answers_without_duplicates, (findall(X-Y, tbl_path(X, Y), L), length(L, N)), all(N, [9])).
t(tabling_bound_call, tbl_path(c, b), true).
t(tabling_bound_call_fails, tbl_path(a, z), fail).
t(tabling_mutual_recursion, (findall(X, tbl_ev(X), L0), msort(L0, L)), all(L, [[0, 2, 4]])).
t(tabling_memo_big_fib, (tbl_fib(300, F), F > 10^60), true).
t(tabling_abolish_all_tables, (tbl_path(a, _), abolish_all_tables, tbl_path(b, a)), true).
t(tabling_moded_min, (findall(Y-D, tbl_short(a, Y, D), L0), msort(L0, L)), all(L, [[a-6, b-1, c-3]])).
t(tabling_moded_max, (findall(D, tbl_long(a, c, D), L)), all(L, [[4]])).
t(tabling_moded_bound_output, tbl_short(a, b, 1), error(uninstantiation_error(1))).
t(tabling_lattice, (findall(S, tbl_lat(k, S), L)), all(L, [[[1, 2, 3]]])).
t(tabling_declared_after_clauses, (findall(X, tbl_late(X), L0), msort(L0, L)), all(L, [[1, 2, 3]])).
t(tabling_exception_abandons_table, (catch(tbl_boom(_), oops, true), catch(tbl_boom(_), B, true), B == oops), true).

:- table tbl_path/2.
tbl_path(X, Y) :- tbl_path(X, Z), tbl_edge(Z, Y).
tbl_path(X, Y) :- tbl_edge(X, Y).
tbl_edge(a, b).
tbl_edge(b, c).
tbl_edge(c, a).

:- table tbl_ev/1, tbl_od/1.
tbl_ev(0).
tbl_ev(X) :- tbl_od(Y), X is Y + 1, X < 5.
tbl_od(X) :- tbl_ev(Y), X is Y + 1, X < 5.

:- table tbl_fib/2.
tbl_fib(0, 0).
tbl_fib(1, 1).
tbl_fib(N, F) :- N > 1, A is N - 1, B is N - 2, tbl_fib(A, FA), tbl_fib(B, FB), F is FA + FB.

:- table tbl_short(_, _, min), tbl_long(_, _, max).
tbl_short(X, Y, D) :- tbl_arc(X, Y, D).
tbl_short(X, Y, D) :- tbl_short(X, Z, D0), tbl_arc(Z, Y, D1), D is D0 + D1.
tbl_long(X, Y, D) :- tbl_arc(X, Y, D).
tbl_long(X, Y, D) :- tbl_long(X, Z, D0), tbl_arc(Z, Y, D1), D is D0 + D1, D < 6.
tbl_arc(a, b, 1).
tbl_arc(b, c, 2).
tbl_arc(a, c, 4).
tbl_arc(c, a, 3).

:- table tbl_lat(_, lattice(tbl_union/3)).
tbl_lat(k, [2]).
tbl_lat(k, [1, 3]).
tbl_lat(k, [2, 3]).
tbl_union(A, B, C) :- append(A, B, AB), sort(AB, C).

:- table tbl_boom/1.
tbl_boom(1).
tbl_boom(_) :- throw(oops).

tbl_late(1).
tbl_late(X) :- tbl_late(Y), X is Y + 1, X < 4.
:- table tbl_late/1.
