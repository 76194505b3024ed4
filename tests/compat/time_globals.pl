% time/1 (its report goes to standard error), get_time/1 and nb_delete/1.
main :-
    time(numlist(1, 5, L)), write(L), nl,
    findall(X, time(member(X, [a, b])), Xs), write(Xs), nl,
    ( time(fail) -> write(succeeded) ; write(failed) ), nl,
    catch(time(throw(oops)), B, (write(caught(B)), nl)),
    get_time(T), ( float(T), T > 1.7e9 -> write(now_is_a_float) ; write(T) ), nl,
    nb_setval(k, 1), nb_delete(k),
    catch(nb_getval(k, _), error(E, _), (print(E), nl)),
    nb_delete(never_set), write(deleted), nl.
