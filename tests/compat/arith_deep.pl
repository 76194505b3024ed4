% Expressions too deep for the small-integer evaluator (more than 32 levels):
% small integers, overflow into big integers, floats, errors and mixed operators
% deep inside, as eval.pl of SWI-Prolog's benchmark suite builds them.
sum(0, 0) :- !.
sum(N, E + N) :- M is N - 1, sum(M, E).

chain(0, _, 1) :- !.
chain(N, Op, T) :- M is N - 1, chain(M, Op, T0), T =.. [Op, T0, N].

show(G) :-
    catch(( G -> true ; write(failed) ), error(E, _), print(error(E))),
    nl.

value(E) :- X is E, print(X).

main :-
    sum(1000, S), X1000 is S, print(X1000), nl,
    chain(40, -, D), show(value(D)),
    chain(40, *, P), show(value(P)),
    chain(40, max, Mx), show(value(Mx)),
    chain(40, //, Q), show(value(Q)),
    chain(40, mod, Md), show(value(Md)),
    chain(40, xor, X), show(value(X)),
    chain(40, /, F), show(value(F)),
    sum(40, S40), show(value(S40 + 0.5)),
    show(value(S40 * 9223372036854775807)),
    show(value(S40 + 9223372036854775807 - 9223372036854775807)),
    show(value((S40 - S40) // (S40 - S40))),
    show(value(S40 + a)),
    show(value(S40 + _)),
    show(value(S40 << 3)),
    show((V is S40, V =:= 820)),
    chain(40, +, T), show(value(T)),
    show((Y is T, integer(Y))).
