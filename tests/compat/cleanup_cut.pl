% setup_call_cleanup/3 when the goal's choice points are cut: by once/1, by a cut
% in the caller, by if-then-else, by \+, by findall/3 exhausting; nesting order;
% the cleanup runs exactly once.
gen(X) :- setup_call_cleanup(write(setup), member(X, [1, 2, 3]), (write(' cleanup'), nl)).
first(X) :- gen(X), !.
log(M) :- write(M), nl.
main :-
    once(gen(X1)), write(' got '), write(X1), nl,
    first(X2), write(' got '), write(X2), nl,
    ( gen(X3), X3 >= 2 -> write(' then '), write(X3), nl ; true ),
    ( \+ gen(4) -> write(' none'), nl ; true ),
    findall(X, gen(X), L), write(L), nl,
    once(( setup_call_cleanup(true, member(Y, [a, b]), log(outer)),
           setup_call_cleanup(true, member(Z, [c, d]), log(inner)) )),
    write(Y-Z), nl,
    catch(( gen(_), throw(oops) ), B, (write(' caught '), write(B), nl)),
    forall(( gen(X4), X4 > 1 ), (write(' forall '), write(X4), nl)),
    nb_setval(runs, 0),
    once(setup_call_cleanup(true, member(_, [x, y]), (nb_getval(runs, R0), R1 is R0 + 1, nb_setval(runs, R1)))),
    nb_getval(runs, Runs), write(runs(Runs)), nl,
    setup_call_cleanup(true, (member(W, [p, q]), W == q), log(det_exit)), write(W), nl.
