% setenv/2, unsetenv/1, getenv/2, open_null_stream/1, tmp_file_stream/3 and
% thread_local/1 (a dynamic predicate in a single-threaded program).
:- thread_local seen/1.

e(G) :- catch((G -> R = yes ; R = no), error(E, _), R = E), show(R).
show(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ), nl.

main :-
    e(setenv(costlog_compat_x, 1)), ( getenv(costlog_compat_x, V) -> print(V) ; print(unset) ), nl,
    e(setenv(costlog_compat_y, abc)), e(unsetenv(costlog_compat_y)), e(getenv(costlog_compat_y, _)),
    e(setenv(_, a)), e(setenv(f(x), a)), e(unsetenv(_)), e(unsetenv(costlog_no_such_variable)),
    open_null_stream(S), write(S, hello), close(S),
    e(open_null_stream(foo)),
    tmp_file_stream(text, F1, S1), format(S1, "data.~n", []), close(S1),
    open(F1, read, In1), read_term(In1, T1, []), close(In1), print(T1), nl, delete_file(F1),
    tmp_file_stream(F2, S2, [extension(txt)]), close(S2),
    ( sub_atom(F2, _, 4, 0, '.txt') -> print(txt_ext) ; print(no_ext) ), nl, delete_file(F2),
    assertz(seen(1)), retract(seen(X)), print(X), nl,
    ( predicate_property(seen(_), dynamic) -> print(dynamic) ; print(static) ), nl.
