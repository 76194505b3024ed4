% Small SWI-Prolog library predicates exercism solutions use: library(quintus)'s
% arithmetic predicates (autoloaded), atomics_to_string/2,3, concurrent_maplist/2..4
% (library(thread)) and library(dcg/high_order).
:- use_module(library(dcg/high_order)).
:- use_module(library(dcg/basics)).
t(G) :- catch((G -> true ; writeln(failed)), error(F, context(C, _)), (print(F-C), nl)).
main :-
    t((pow(2, 10, A), writeln(A))), t((pow(2.0, 3, B), writeln(B))),
    t((sqrt(16, C), writeln(C))), t((abs(-3, D), writeln(D))), t((sign(-2.5, E), writeln(E))),
    t((floor(2.5, F), writeln(F))), t((atan2(1, 1, G), writeln(G))), t(pow(a, 2, _)),
    t((findall(N-X, genarg(N, f(a, b), X), L), writeln(L))),
    t((atomics_to_string([a, 1, "s", 2.5], S1), print(S1), nl)),
    t((atomics_to_string([a, b], '-', S2), print(S2), nl)),
    t((atomics_to_string(L2, ',', "x,y,,z"), print(L2), nl)),
    t(atomics_to_string([a, b], "ab")), t(atomics_to_string([a, _], _)),
    t((concurrent_maplist(succ, [1, 2, 3], L3), writeln(L3))),
    t((concurrent_maplist([X1, Y1, Z1]>>(Z1 is X1 * Y1), [1, 2], [3, 4], L4), writeln(L4))),
    t(concurrent_maplist(integer, [1, 2])), t(concurrent_maplist(integer, [1, a])),
    t((concurrent_forall(member(M, [1, 2]), integer(M)), writeln(forall_ok))),
    t((phrase(sequence(digit, Ds), `123`, R1), atom_codes(A1, Ds), atom_codes(AR1, R1), writeln(A1/AR1), fail ; true)),
    t((phrase(sequence(integer, ",", Is), `1,22,333`), writeln(Is))),
    t((phrase(sequence("[", integer, ",", "]", Is2), `[4,5]`), writeln(Is2))),
    t((phrase(sequence(integer, ",", Is3), `7,`, R3), atom_codes(AR3, R3), writeln(Is3/AR3))),
    t((phrase(sequence(integer, ",", [1, 2]), Cs), atom_codes(AC, Cs), writeln(AC))),
    t((phrase((optional("-", []), integer(I5)), `-5`), writeln(I5))),
    t((phrase((optional("-", []), integer(I6)), `6`), writeln(I6))),
    t((phrase(foreach(member(V, [a, b, c]), atom(V), ", "), Cs7), atom_codes(A7, Cs7), writeln(A7))),
    t((phrase(foreach(between(1, 3, K), number(K)), Cs8), atom_codes(A8, Cs8), writeln(A8))),
    t((phrase(foreach(member(_, [x, y]), [Q]), Cs9), Q = z, writeln(Cs9))).
