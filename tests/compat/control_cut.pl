% If-then-else, soft-cut, negation and cut semantics: cut inside ->, \+, call/1,
% findall, cut through nested disjunctions.
t(1). t(2). t(3).
c1(X) :- t(X), X > 1, !.
c2(X) :- ( t(X), X > 1 -> true ; X = none ).
c3(X) :- call((t(X), !)) ; X = 9.
c4(X) :- \+ \+ (X = 1), var(X), X = unbound.
c5(X) :- ( t(X) *-> true ; X = none ).
c6(X) :- ( fail *-> X = yes ; X = no ).
c7(L) :- findall(X, (t(X), !), L).
c8(X) :- ( t(X) ; X = 4 ), X >= 3, !.
c9(X) :- t(X), ( X =:= 2 -> ! ; true ).
c10(X) :- G = (t(X), !), G.
c11(X) :- once(t(X)).
c12(X) :- ignore(t(X)).
c13 :- \+ fail.
c14(X) :- forall(t(Y), Y < X).
c15(X) :- ( X == a -> R = 1 ; X == b -> R = 2 ; R = 3 ), write(R), nl.
c16(X) :- not(t(X)).
main :-
    forall(member(G, [c1(_), c2(_), c3(_), c4(_), c5(_), c6(_), c7(_), c8(_), c9(_), c10(_), c11(_), c12(_), c13, c14(4), c14(2), c16(5), c16(1)]),
           ( findall(G, G, L), length(L, N), G =.. [F|_], write(F-N-L), nl )),
    c15(a), c15(b), c15(z),
    ( true ; write(never) ), write(first), nl,
    ( (true, ! ; write(no)) -> write(cut_local) ; true ), nl,
    catch(call(1), error(E, _), (print(E), nl)),
    catch(call((fail, 1)), error(E2, _), (print(E2), nl)),
    catch(call((write(x), 1)), error(E3, _), (print(E3), nl)),
    catch((foo123 -> true ; true), error(E4, _), (print(E4), nl)).
