% List cells in clause heads and clause ends that run as superinstructions
% (GetListPair, NeckProceed, NeckExecute): read and write mode, every kind of
% element, failure at each step, wakeups at the neck, the occurs check.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

split_cell([H|T], H, T).
second([_, X|_], X).
head_is(X, [X|_]).
tail_of([_|T], T).
same_pair([X|X]).
occ(X, [X|_]).

walk([]).
walk([_|T]) :- walk(T).

pass([X|T], X) :- walk(T).

% Variables are shown named (A, B, ...), as both systems print them alike
% (attributes left out).
show(G) :-
    (   catch(G, error(E, _), (named("caught ~p~n", E), fail))
    ->  named("~p: yes~n", G)
    ;   named("~p: no~n", G)
    ).

named(Format, T) :-
    copy_term(T, C, _),
    numbervars(C, 0, _),
    format(Format, [C]).

main :-
    nrev([1,2,3,4,5], R1), format("~w~n", [R1]),
    app(X1, Y1, [a,b]), format("~w ~w~n", [X1, Y1]), fail ; true,
    findall(X-Y, app(X, Y, [1,2,3]), Splits), format("~w~n", [Splits]),
    show(split_cell([a|b], _, _)),
    show(split_cell(V1, p, q)), named("~p~n", V1),
    show(split_cell([], _, _)),
    show(split_cell(atom, _, _)),
    show(second([1,2,3], _)),
    show(second([1], _)),
    show(head_is(a, [a, b])),
    show(head_is(a, [b, a])),
    show(head_is(a, L1)), named("~p~n", L1),
    show(tail_of([x, y, z], _)),
    show(tail_of(L2, [t])), named("~p~n", L2),
    show(same_pair([a|a])),
    show(same_pair([a|b])),
    show(same_pair(L3)), L3 = [Z3|_], (Z3 == L3 -> writeln(shared) ; writeln(apart)),
    show(walk([1,2,3])),
    show(walk([1,2|x])),
    freeze(F1, format("woke ~w~n", [F1])),
    show(split_cell([F1|rest], one, _)),
    freeze(F2, format("woke ~w~n", [F2])),
    show(pass([F2, b, c], two)),
    freeze(F3, fail),
    show(pass([F3], three)),
    freeze(F4, format("woke ~w~n", [F4])),
    show(head_is(four, [F4])),
    set_prolog_flag(occurs_check, true),
    show(occ(L4, L4)),
    show(same_pair(L5)), named("~p~n", L5),
    set_prolog_flag(occurs_check, error),
    show(occ(L6, L6)),
    set_prolog_flag(occurs_check, false).
