% solution_sequences.pl: limit/2, offset/2, distinct/1,2, order_by/2, group_by/4 and
% call_nth/2 as in SWI-Prolog's library(solution_sequences). Counters live in a
% term updated with '$nb_set_counter'/3, so they survive backtracking into Goal.

limit(Count, Goal) :-
    Count > 0,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    N is N0 + 1,
    (   N =:= Count -> !
    ;   '$nb_set_counter'(1, State, N)
    ).
offset(Count, Goal) :-
    (   Count > 0
    ->  State = count(0),
        call(Goal),
        arg(1, State, N0),
        (   N0 >= Count -> true
        ;   N is N0 + 1, '$nb_set_counter'(1, State, N), fail
        )
    ;   call(Goal)
    ).
call_nth(Goal, Nth) :-
    (   integer(Nth)
    ->  ( Nth > 0 -> true ; throw(error(domain_error(not_less_than_one, Nth), _)) ),
        State = count(0),
        call(Goal),
        arg(1, State, N0), N is N0 + 1, '$nb_set_counter'(1, State, N),
        N =:= Nth, !
    ;   var(Nth)
    ->  State = count(0),
        call(Goal),
        arg(1, State, N0), N is N0 + 1, '$nb_set_counter'(1, State, N),
        Nth = N
    ;   throw(error(type_error(integer, Nth), _))
    ).

% distinct/1,2: a solution is kept when its witness is no variant of an earlier
% one; the witnesses seen so far are kept in a global variable of this call.
distinct(Goal) :- distinct(Goal, Goal).
distinct(Witness, Goal) :-
    '$sol_key'(Key),
    nb_setval(Key, []),
    (   call(Goal),
        nb_getval(Key, Seen),
        \+ '$sol_variant_member'(Witness, Seen),
        nb_setval(Key, [Witness|Seen])
    ;   nb_setval(Key, []), fail
    ).
'$sol_variant_member'(X, [Y|Ys]) :- ( X =@= Y -> true ; '$sol_variant_member'(X, Ys) ).
'$sol_key'(Key) :-
    ( nb_current('$sol_seq', N0) -> true ; N0 = 0 ),
    N is N0 + 1,
    nb_setval('$sol_seq', N),
    atom_concat('$sol_seen_', N, Key).

order_by(Specs, Goal) :-
    '$must_be'(list, Specs),
    '$sol_order_keys'(Specs, Keys, Orders),
    K =.. [k|Keys],
    findall(K-Goal, Goal, Results),
    '$sol_sort_by'(Orders, 1, Results, Sorted),
    '$member'(K-Goal, Sorted).
'$sol_order_keys'([], [], []).
'$sol_order_keys'([S|Ss], [K|Ks], [O|Os]) :-
    (   var(S) -> throw(error(instantiation_error, _))
    ;   S = asc(K) -> O = @=<
    ;   S = desc(K) -> O = @>=
    ;   throw(error(domain_error(order_specifier, S), _))
    ),
    '$sol_order_keys'(Ss, Ks, Os).
% Stable sorts from the last key to the first.
'$sol_sort_by'([], _, L, L).
'$sol_sort_by'([O|Os], I, L0, L) :-
    I1 is I + 1,
    '$sol_sort_by'(Os, I1, L0, L1),
    '$sol_tag'(L1, I, Tagged),
    sort(1, O, Tagged, SortedTagged),
    '$pairs_values'(SortedTagged, L).
'$sol_tag'([], _, []).
'$sol_tag'([K-G|T], I, [Ki-(K-G)|TT]) :- arg(I, K, Ki), '$sol_tag'(T, I, TT).

% group_by(+By, +Template, :Goal, -Bag): Bag holds the Templates of the solutions
% of Goal with the same By, a group per value of By (bagof/3 with every other
% variable of Goal existential).
group_by(By, Template, Goal, Bag) :-
    term_variables(By, ByVars),
    term_variables(Goal, GoalVars),
    '$var_subtract'(GoalVars, ByVars, Existential),
    Ex =.. [v|Existential],
    bagof(Template, Ex^Goal, Bag).
