% findnsols.pl: findnsols/4,5 (SWI-Prolog): the solutions of Goal in chunks of at
% most N; backtracking into it gives the next chunk. A chunk is handed out from
% the findall bag ('$findall_flush'/3 empties it), so Goal goes on where it was.

findnsols(N, Template, Goal, List) :- findnsols(N, Template, Goal, List, []).
findnsols(N, Template, Goal, List, Tail) :-
    '$findnsols_count'(N),
    (   N =:= 0
    ->  List = Tail
    ;   '$findall_start'(B),
        State = state(0, 0),
        % A chunk leaves the caller's variables unbound, as findall/3 does, while
        % Goal goes on: Goal runs on a copy.
        copy_term(Template-Goal, T-G),
        (   call(G),
            '$findall_add'(B, T),
            arg(1, State, C0),
            C is C0 + 1,
            '$nb_set_counter'(1, State, C),
            C =:= N,
            '$nb_set_counter'(1, State, 0),
            '$nb_set_counter'(2, State, 1),
            '$findall_flush'(B, L0, Tail),
            List = L0
        ;   '$findall_collect'(B, L0, Tail),
            ( arg(1, State, C), C > 0 -> true ; arg(2, State, 0) ),
            List = L0
        )
    ).

'$findnsols_count'(N) :- var(N), !, throw(error(instantiation_error, _)).
'$findnsols_count'(N) :- \+ integer(N), !, throw(error(type_error(integer, N), _)).
'$findnsols_count'(N) :- N < 0, !, throw(error(domain_error(not_less_than_zero, N), _)).
'$findnsols_count'(_).
