% substitute.pl (second set) -- the expression x*y+z-w/v squared 14 times
% (each square shares its halves), then every variable name replaced by
% its value from an association list, by a generic traversal with =..

main :-
    bench.

bench :-
    square_up(14, x*y+z-w/v, E),
    replace(E, [v-1, w-8, x-3, y-5, z-2], R),
    nodes(R, N),
    N > 0.

square_up(0, E, E) :- !.
square_up(K, E0, E) :-
    K1 is K - 1,
    square_up(K1, (E0)*(E0), E).

replace(T, Vals, V) :-
    atom(T), !,
    value_of(Vals, T, V).
replace(T, Vals, R) :-
    T =.. [Op|Args],
    replace_all(Args, Vals, Args1),
    R =.. [Op|Args1].

replace_all([], _, []).
replace_all([A|As], Vals, [B|Bs]) :-
    replace(A, Vals, B),
    replace_all(As, Vals, Bs).

value_of([K-V|Ps], Name, Val) :-
    (   K == Name -> Val = V ; value_of(Ps, Name, Val) ).

nodes(T, N) :-
    (   compound(T)
    ->  T =.. [_|As],
        nodes_list(As, 1, N)
    ;   N = 1
    ).

nodes_list([], N, N).
nodes_list([A|As], N0, N) :-
    nodes(A, NA),
    N1 is N0 + NA,
    nodes_list(As, N1, N).
