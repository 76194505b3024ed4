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
    '$aggr_columns'(Kinds, plain, 1, Rows, Rs), R =.. [F|Rs].
aggregate_all(T, _, _) :- throw(error(domain_error(aggregate_template, T), _)).

aggregate(T, _, _) :- var(T), !, throw(error(instantiation_error, _)).
aggregate(T, G, R) :-
    '$aggr_template'(T, Kind, P), !,
    '$aggr_bag'(Kind, P, G, L0),
    '$aggr_evaluated'(eval, Kind, L0, L),
    '$aggr_list'(Kind, L, R0),
    '$aggr_result'(Kind, R0, R).
aggregate(T, G, R) :-
    '$aggr_compound'(T, F, Kinds, P), !,
    bagof(P, G, Rows),
    '$aggr_columns'(Kinds, eval, 1, Rows, Rs), R =.. [F|Rs].
aggregate(T, _, _) :- throw(error(domain_error(aggregate_template, T), _)).
'$aggr_bag'(set, P, G, L) :- !, setof(P, G, L).
'$aggr_bag'(_, P, G, L) :- bagof(P, G, L).

aggregate(T, _, _, _) :- var(T), !, throw(error(instantiation_error, _)).
aggregate(T, D, G, R) :-
    '$aggr_template'(T, Kind, P), !,
    setof(D-P, G, Pairs),
    '$pairs_values'(Pairs, L0),
    '$aggr_evaluated'(eval, Kind, L0, L),
    '$aggr_list'(Kind, L, R0),
    '$aggr_result'(Kind, R0, R).
aggregate(T, _, _, _) :- throw(error(domain_error(aggregate_template, T), _)).

% foreach(:Generator, :Goal): the conjunction of the instances of Goal, one per
% solution of Generator. An instance replaces the variables Generator binds by
% their values and nothing else: the other variables and every subterm without
% them are Goal's own (a table changed in place by setarg/3 is the same table).
foreach(Generator, Goal) :-
    term_variables(Goal, GoalVars),
    term_variables(Generator, GenVars),
    '$var_subtract'(GoalVars, GenVars, Shared),
    '$var_subtract'(GoalVars, Shared, Passed),
    findall(Passed, Generator, Solutions),
    '$aggr_foreach'(Solutions, Passed, Goal).
'$aggr_foreach'([], _, _).
'$aggr_foreach'([Values|More], Passed, Goal) :-
    '$aggr_instance'(Goal, Passed, Values, Instance),
    call(Instance),
    '$aggr_foreach'(More, Passed, Goal).

'$aggr_instance'(T, Vars, Values, I) :-
    (   var(T) -> '$aggr_value_of'(Vars, Values, T, I)
    ;   compound(T), \+ ground(T)
    ->  T =.. [F|Args],
        '$aggr_instances'(Args, Vars, Values, IArgs),
        I =.. [F|IArgs]
    ;   I = T
    ).
'$aggr_instances'([], _, _, []).
'$aggr_instances'([A|As], Vars, Values, [I|Is]) :-
    '$aggr_instance'(A, Vars, Values, I),
    '$aggr_instances'(As, Vars, Values, Is).
'$aggr_value_of'([], [], V, V).
'$aggr_value_of'([X|Xs], [Y|Ys], V, I) :-
    (   X == V -> I = Y ; '$aggr_value_of'(Xs, Ys, V, I)   ).

% A compound template: every argument a simple template; the rows hold their values.
'$aggr_compound'(T, F, Kinds, P) :-
    compound(T), T =.. [F|Specs], '$aggr_specs'(Specs, Kinds, Ps), P =.. [v|Ps].
'$aggr_specs'([], [], []).
'$aggr_specs'([S|Ss], [K|Ks], [P|Ps]) :- nonvar(S), '$aggr_template'(S, K, P), !, '$aggr_specs'(Ss, Ks, Ps).
'$aggr_columns'([], _, _, _, []).
'$aggr_columns'([K|Ks], Eval, I, Rows, [R|Rs]) :-
    findall(X, ('$member'(Row, Rows), arg(I, Row, X)), Col0),
    '$aggr_evaluated'(Eval, K, Col0, Col),
    '$aggr_list'(K, Col, R0), '$aggr_result'(K, R0, R),
    I1 is I + 1, '$aggr_columns'(Ks, Eval, I1, Rows, Rs).

% aggregate/3,4 evaluate the expressions of max(Expr, Witness) and
% min(Expr, Witness) (aggregate_all/3,4 require numbers there), as SWI-Prolog.
'$aggr_evaluated'(eval, Kind, L0, L) :-
    ( Kind == max_witness ; Kind == min_witness ),
    !,
    '$aggr_eval_keys'(L0, L).
'$aggr_evaluated'(_, _, L, L).
'$aggr_eval_keys'([], []).
'$aggr_eval_keys'([X-W|T0], [V-W|T]) :- V is X, '$aggr_eval_keys'(T0, T).

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
