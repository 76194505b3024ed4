% arg/3 where its answer could not be given without running its clauses: an
% attributed variable bound by it (the goal it wakes runs), the occurs check, and
% the common mode in a loop (one inference a call, as in SWI-Prolog).
show(G) :-
    catch(( G -> true ; write(failed) ), error(E, _), ( \+ \+ ( numbervars(E, 0, _), print(error(E)) ) )),
    nl.

walk(T, I, S, S) :- functor(T, _, I), !.
walk(T, I, S0, S) :- I1 is I + 1, arg(I1, T, A), S1 is S0 + A, walk(T, I1, S1, S).

main :-
    freeze(V, ( write(woken(V)), nl )),
    show(arg(1, f(a), V)),
    when(nonvar(W), ( write(when(W)), nl )),
    show(arg(2, [h|t], W)),
    dif(D, b), show(arg(1, f(b), D)),
    show(( set_prolog_flag(occurs_check, true), T = f(Q), arg(1, g(T), Q) )),
    show(( set_prolog_flag(occurs_check, error), T2 = f(Q2), arg(1, g(T2), Q2) )),
    set_prolog_flag(occurs_check, false),
    show(( T3 = f(Q3), arg(1, g(T3), Q3), Q3 = f(Y3), Y3 == Q3 -> write(cyclic) ; true )),
    numlist(1, 200, L), T4 =.. [f|L], show(( walk(T4, 0, 0, N), write(N) )),
    show(( arg(3, f(a, b, c), C), write(C) )).
