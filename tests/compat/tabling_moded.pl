% Moded tabling (answer subsumption): one answer per variant of the plain
% arguments, aggregated by max, min, first, last, lattice(PI) and po(PI).
:- table shortest(_, _, min), longest(_, _, max).

arc(a, b, 3). arc(b, c, 4). arc(a, c, 9). arc(c, d, 1). arc(b, d, 8). arc(d, a, 2).

shortest(X, Y, D) :- arc(X, Y, D).
shortest(X, Y, D) :- shortest(X, Z, D0), arc(Z, Y, D1), D is D0 + D1, D < 30.

longest(X, Y, D) :- arc(X, Y, D).
longest(X, Y, D) :- longest(X, Z, D0), arc(Z, Y, D1), D is D0 + D1, D < 30.

:- table first_v(_, first), last_v(_, last).
v(k, 3). v(k, 1). v(k, 7). v(j, 5).
first_v(K, V) :- v(K, V).
last_v(K, V) :- v(K, V).

% Paths as a lattice: alternatives are joined with or/3 (SWI's moded_path).
:- table conn(_, _, lattice(join/3)).
conn(X, Y, [X-Y]) :- arc(X, Y, _).
conn(X, Y, P) :- conn(X, Z, P0), arc(Z, Y, _), \+ memberchk(Z-Y, P0), append(P0, [Z-Y], P1), msort(P1, P).
join(A, B, C) :- append(A, B, AB), sort(AB, C).

:- table best(_, po(smaller/2)).
smaller(A, B) :- A < B.
best(K, V) :- v(K, V).

show(Goal, T) :- findall(T, Goal, L0), msort(L0, L), writeln(L).

main :-
    show(shortest(a, Y1, D1), Y1-D1),
    show(longest(a, Y2, D2), Y2-D2),
    show(first_v(K3, V3), K3-V3),
    show(last_v(K4, V4), K4-V4),
    show(conn(a, d, P5), P5),
    show(best(K6, V6), K6-V6),
    catch(shortest(a, b, 3), error(E, _), (writeln(caught(E)))).
