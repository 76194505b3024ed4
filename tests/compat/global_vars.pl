% Global variables: b_setval/b_getval undone on backtracking, nb_setval/nb_getval
% kept, nb_current, errors for unknown keys.
main :-
    nb_setval(cnt, 0),
    forall(between(1, 5, _), ( nb_getval(cnt, C), C1 is C + 1, nb_setval(cnt, C1) )),
    nb_getval(cnt, N), write(N), nl,
    b_setval(v, 1), ( b_setval(v, 2), b_getval(v, X), write(X), nl, fail ; true ),
    b_getval(v, Y), write(Y), nl,
    nb_setval(term, f(a, [1, 2])), nb_getval(term, T), write(T), nl,
    ( nb_current(term, _) -> write(current) ; write(not_current) ), nl,
    ( nb_current(nokey, _) -> write(current) ; write(not_current) ), nl,
    catch(nb_getval(nokey, _), error(E1, _), (print(E1), nl)),
    catch(nb_setval(_, 1), error(E2, _), (print(E2), nl)),
    catch(b_getval(1, _), error(E3, _), (print(E3), nl)),
    findall(K, (member(K, [a, b]), nb_setval(K, K)), _), nb_getval(b, VB), write(VB), nl,
    b_setval(w, f(Z)), Z = 3, b_getval(w, W), write(W), nl.
