% findnsols/4,5, setup_call_catcher_cleanup/4 and call/N beyond 8 arguments.
e(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = E), show(R).
show(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ), nl.

main :-
    e(findnsols(2, X, member(X, [a, b, c]), _)),
    findall(L, findnsols(2, X, member(X, [a, b, c, d]), L), Ls), print(Ls), nl,
    findall(L, findnsols(2, X, member(X, [a, b, c, d, e]), L), Ls2), print(Ls2), nl,
    findall(L, findnsols(2, X, member(X, [a, b]), L), Ls3), print(Ls3), nl,
    findall(L, findnsols(5, X, member(X, [a, b]), L), Ls4), print(Ls4), nl,
    findall(L, findnsols(3, X, fail, L), Ls5), print(Ls5), nl,
    e(findnsols(0, X, member(X, [a]), _)),
    e(findnsols(2, X, member(X, [a, b, c]), _, [t])),
    findall(L-T, findnsols(2, X, member(X, [a, b, c]), L, T), LTs), show(LTs),
    e(findnsols(-1, X, member(X, [a]), _)),
    e(findnsols(a, _, true, _)),
    e(findnsols(_, _, true, _)),
    e(setup_call_catcher_cleanup(true, true, _, true)),
    e(setup_call_catcher_cleanup(true, fail, C1, (print(c1(C1)), nl))),
    catch(setup_call_catcher_cleanup(true, throw(x), C2, (print(c2(C2)), nl)), B, (print(caught(B)), nl)),
    ( setup_call_catcher_cleanup(true, member(_, [a, b]), C3, (print(c3(C3)), nl)), ! ; true ),
    e(setup_call_catcher_cleanup(true, member(_, [a]), exit, (print(c4), nl))),
    e(setup_call_catcher_cleanup(true, true, fail, (print(c5), nl))),
    forall(setup_call_catcher_cleanup(true, member(Y, [1, 2]), C6, (print(c6(C6)), nl)), (print(Y), nl)),
    e(setup_call_cleanup(true, true, (print(plain), nl))),
    call(format, "~w~w~w~w~w~w~w~w~n", [a, b, c, d, e, f, g, h]),
    e(call(p9, 1, 2, 3, 4, 5, 6, 7, 8, 9, S9)), print(S9), nl,
    G = p9(1, 2), e(call(G, 3, 4, 5, 6, 7, 8, 9, S)), print(S), nl,
    e(call(p9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, _)).

p9(A, B, C, D, E, F, G, H, I, S) :- S is A + B + C + D + E + F + G + H + I.
