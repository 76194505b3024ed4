% aggregate.pl: aggregate_all/3,4, aggregate/3,4 and foreach/2 of SWI-Prolog's
% library(aggregate), with the templates count, sum(E), max(E), min(E), max(E, W),
% min(E, W), bag(E), set(E), and compound templates of these (count-sum(E),
% r(max(X), min(X))) computed column by column. aggregate/3,4 group by the free
% variables as bagof/3 does. Results are computed as SWI does (arithmetic
% max/min, first witness kept).

aggregate_all(T, _, _) :- var(T), !, throw(error(instantiation_error, _)).
aggregate_all(count, G, C) :- !, findall(x, G, L), length(L, C).
aggregate_all(sum(E), G, S) :- !, findall(E, G, L), '$aggr_list'(sum, L, S).
aggregate_all(max(E), G, M) :- !, findall(E, G, L), '$aggr_list'(max, L, M).
aggregate_all(min(E), G, M) :- !, findall(E, G, L), '$aggr_list'(min, L, M).
aggregate_all(max(E, W), G, max(M, MW)) :- !, findall(E-W, G, L), '$aggr_list'(max_witness, L, M-MW).
aggregate_all(min(E, W), G, min(M, MW)) :- !, findall(E-W, G, L), '$aggr_list'(min_witness, L, M-MW).
aggregate_all(bag(E), G, L) :- !, findall(E, G, L).
aggregate_all(set(E), G, S) :- !, findall(E, G, L), sort(L, S).
aggregate_all(T, G, R) :-
    '$aggr_compound'(T, F, Kinds, P), !,
    findall(P, G, Rows),
    '$aggr_columns'(Kinds, 1, Rows, Rs), R =.. [F|Rs].
aggregate_all(T, _, _) :- throw(error(domain_error(aggregate_template, T), _)).

aggregate(T, _, _) :- var(T), !, throw(error(instantiation_error, _)).
aggregate(T, G, R) :-
    '$aggr_template'(T, Kind, P), !,
    '$aggr_bag'(Kind, P, G, L),
    '$aggr_list'(Kind, L, R0),
    '$aggr_result'(Kind, R0, R).
aggregate(T, G, R) :-
    '$aggr_compound'(T, F, Kinds, P), !,
    bagof(P, G, Rows),
    '$aggr_columns'(Kinds, 1, Rows, Rs), R =.. [F|Rs].
aggregate(T, _, _) :- throw(error(domain_error(aggregate_template, T), _)).
'$aggr_bag'(set, P, G, L) :- !, setof(P, G, L).
'$aggr_bag'(_, P, G, L) :- bagof(P, G, L).

aggregate(T, _, _, _) :- var(T), !, throw(error(instantiation_error, _)).
aggregate(T, D, G, R) :-
    '$aggr_template'(T, Kind, P), !,
    setof(D-P, G, Pairs),
    '$pairs_values'(Pairs, L),
    '$aggr_list'(Kind, L, R0),
    '$aggr_result'(Kind, R0, R).
aggregate(T, _, _, _) :- throw(error(domain_error(aggregate_template, T), _)).

foreach(Generator, Goal) :-
    findall(Goal, Generator, Goals),
    '$aggr_all'(Goals).
'$aggr_all'([]).
'$aggr_all'([G|Gs]) :- call(G), '$aggr_all'(Gs).

% A compound template: every argument a simple template; the rows hold their values.
'$aggr_compound'(T, F, Kinds, P) :-
    compound(T), T =.. [F|Specs], '$aggr_specs'(Specs, Kinds, Ps), P =.. [v|Ps].
'$aggr_specs'([], [], []).
'$aggr_specs'([S|Ss], [K|Ks], [P|Ps]) :- nonvar(S), '$aggr_template'(S, K, P), !, '$aggr_specs'(Ss, Ks, Ps).
'$aggr_columns'([], _, _, []).
'$aggr_columns'([K|Ks], I, Rows, [R|Rs]) :-
    findall(X, ('$member'(Row, Rows), arg(I, Row, X)), Col),
    '$aggr_list'(K, Col, R0), '$aggr_result'(K, R0, R),
    I1 is I + 1, '$aggr_columns'(Ks, I1, Rows, Rs).

aggregate_all(T, _, _, _) :- var(T), !, throw(error(instantiation_error, _)).
aggregate_all(T, D, G, R) :-
    '$aggr_template'(T, Kind, P), !,
    findall(D-P, G, Pairs0),
    sort(Pairs0, Pairs),
    '$pairs_values'(Pairs, L),
    '$aggr_list'(Kind, L, R0),
    '$aggr_result'(Kind, R0, R).
aggregate_all(T, _, _, _) :- throw(error(domain_error(aggregate_template, T), _)).

'$aggr_template'(count, count, x).
'$aggr_template'(sum(E), sum, E).
'$aggr_template'(max(E), max, E).
'$aggr_template'(min(E), min, E).
'$aggr_template'(max(E, W), max_witness, E-W).
'$aggr_template'(min(E, W), min_witness, E-W).
'$aggr_template'(bag(E), bag, E).
'$aggr_template'(set(E), set, E).

'$aggr_result'(max_witness, M-W, max(M, W)) :- !.
'$aggr_result'(min_witness, M-W, min(M, W)) :- !.
'$aggr_result'(_, R, R).

'$aggr_list'(count, L, C) :- length(L, C).
'$aggr_list'(sum, L, S) :- '$aggr_sum'(L, 0, S).
'$aggr_list'(max, [H|T], M) :- M0 is max(H, H), '$aggr_max'(T, M0, M).
'$aggr_list'(min, [H|T], M) :- M0 is min(H, H), '$aggr_min'(T, M0, M).
'$aggr_list'(max_witness, [X-W|T], M) :- '$aggr_number'(X), '$aggr_max_w'(T, X, W, M).
'$aggr_list'(min_witness, [X-W|T], M) :- '$aggr_number'(X), '$aggr_min_w'(T, X, W, M).
'$aggr_list'(bag, L, L).
'$aggr_list'(set, L, S) :- sort(L, S).

'$aggr_sum'([], S, S).
'$aggr_sum'([X|T], S0, S) :- S1 is S0 + X, '$aggr_sum'(T, S1, S).
'$aggr_max'([], M, M).
'$aggr_max'([X|T], M0, M) :- M1 is max(M0, X), '$aggr_max'(T, M1, M).
'$aggr_min'([], M, M).
'$aggr_min'([X|T], M0, M) :- M1 is min(M0, X), '$aggr_min'(T, M1, M).
'$aggr_max_w'([], X, W, X-W).
'$aggr_max_w'([X-W|T], X0, W0, M) :- ( X > X0 -> '$aggr_max_w'(T, X, W, M) ; '$aggr_max_w'(T, X0, W0, M) ).
'$aggr_min_w'([], X, W, X-W).
'$aggr_min_w'([X-W|T], X0, W0, M) :- ( X < X0 -> '$aggr_min_w'(T, X, W, M) ; '$aggr_min_w'(T, X0, W0, M) ).
'$aggr_number'(X) :- ( number(X) -> true ; throw(error(type_error(number, X), _)) ).
