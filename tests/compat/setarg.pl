% setarg/3 (undone on backtracking) and nb_setarg/3 (kept), with atomic and
% compound values, lists, and their errors.
main :-
    T = f(a, b, c),
    setarg(1, T, x), write(T), nl,
    ( setarg(2, T, y), write(T), nl, fail ; true ), write(T), nl,
    ( nb_setarg(3, T, z), fail ; true ), write(T), nl,
    C = counter(0),
    ( between(1, 5, _), arg(1, C, N0), N is N0 + 1, nb_setarg(1, C, N), fail ; true ), write(C), nl,
    S = s(0),
    ( member(X, [1, 2, 3]), arg(1, S, A0), A is A0 + X, setarg(1, S, A), fail ; true ), write(S), nl,
    L = [p, q], setarg(1, L, r), write(L), nl,
    G = g(_), setarg(1, G, h(k)), write(G), nl,
    V = v(1), setarg(1, V, W), W = bound, write(V), nl,
    ( setarg(4, f(a), x) -> write(yes) ; write(out_of_range) ), nl,
    ( setarg(1, foo, x) -> write(yes) ; write(atom_fails) ), nl,
    catch(setarg(_, f(a), x), error(E1, _), (print(E1), nl)),
    catch(setarg(1, _, x), error(E2, _), (print(E2), nl)),
    catch(setarg(-1, f(a), x), error(E3, _), (print(E3), nl)),
    catch(nb_setarg(1, 3, x), error(E4, _), (print(E4), nl)),
    catch(setarg(a, f(a), x), error(E5, _), (print(E5), nl)).
