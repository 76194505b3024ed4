% library(yall): Params>>Body, Free/Lambda, copy semantics, extra arguments.
main :-
    maplist([X, Y]>>(Y is X * 2), [1, 2, 3], L1), write(L1), nl,
    foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S), write(S), nl,
    N = 10, maplist([X, Y]>>(Y is X + N), [1, 2], L2), write(L2), nl,
    maplist([X]>>(Local = X), [1, 2]), ( var(Local) -> write(local_fresh) ; write(Local) ), nl,
    F = {V}/[X]>>(V = X), call(F, 7), write(V), nl,
    call([X, Y, Z]>>(Z is X * Y), 6, 7, P), write(P), nl,
    call([X]>>atom_concat(X), ab, cd, AC), write(AC), nl,
    G = [X]>>atom_length(X), call(G, hello, Len), write(Len), nl,
    call({W}/(W = shared)), write(W), nl,
    include([X]>>(X > 2), [1, 3, 5, 2], Inc), write(Inc), nl,
    call([]>>true), write(no_params), nl,
    catch(call([X, Y]>>true, 1), error(domain_error(D, _), _), true), print(D), nl,
    catch(call(_>>true, 1), error(E2, _), true), print(E2), nl,
    catch(call(foo/true), error(E3, _), true), print(E3), nl,
    findall(X-Y, call([A, B]>>member(A-B, [1-a, 2-b]), X, Y), Ps), write(Ps), nl.
