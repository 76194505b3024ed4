% copy_term/2: fresh variables, sharing kept, ground parts, cyclic-free copies;
% term_variables/2 order; duplicate-free variable lists.
main :-
    T = f(X, g(Y, X), [Z|_], h(a)),
    copy_term(T, C), C = f(A, g(B, A2), [D|_], H),
    ( A == A2 -> write(sharing_kept) ; write(sharing_lost) ), nl,
    ( A \== X, B \== Y, D \== Z -> write(fresh) ; write(not_fresh) ), nl,
    write(H), nl,
    term_variables(T, Vs), length(Vs, NV), write(NV), nl,
    term_variables(f(Y, X, Y, Z), Vs2), ( Vs2 == [Y, X, Z] -> write(order_ok) ; write(order_bad) ), nl,
    copy_term(foo(1, bar), G), write(G), nl,
    copy_term([X-1, X-2], Cp), Cp = [P-_, Q-_], ( P == Q -> write(same) ; write(diff) ), nl,
    X = 5, copy_term(T, C2), C2 = f(V5, _, _, _), write(V5), nl,
    copy_term(X-Y, Y2-Z2), write(Y2), nl, ( var(Z2) -> write(var) ; write(nonvar) ), nl,
    findall(W, (member(W, [Y, Y]), W = k), L), write(L), nl,
    ( var(Y) -> write(still_var) ; write(bound) ), nl,
    ( T =@= C -> write(variant) ; write(not_variant) ), nl,
    ( f(A9, B9) =@= f(B9, A9) -> write(variant2) ; write(not_variant2) ), nl,
    ( f(A9, A9) =@= f(_, _) -> write(variant3) ; write(not_variant3) ), nl,
    ( subsumes_term(f(_, b), f(a, b)) -> write(subsumes) ; write(no_subsumes) ), nl,
    ( subsumes_term(f(a, b), f(_, b)) -> write(subsumes) ; write(no_subsumes) ), nl.
