% same_term/2: the same variable, equal atomic data, or one compound at one address.
t(G) :- (G -> write(yes) ; write(no)), nl.

main :-
    X = f(a), Y = f(a),
    t(same_term(X, X)), t(same_term(X, Y)),
    t(same_term(a, a)), t(same_term(a, b)), t(same_term(1, 1)), t(same_term(1, 1.0)),
    t(same_term(1.5, 1.5)), t(same_term("abc", "abc")),
    t(same_term(100000000000000000000, 100000000000000000000)),
    t(same_term(A, A)), t(same_term(_, _)), B = A, t(same_term(A, B)),
    L = [1,2], t(same_term(L, L)), t(same_term([1,2], [1,2])), t(same_term([], [])),
    Z = g(W), arg(1, Z, V), t(same_term(V, W)),
    H = h(L), arg(1, H, L2), t(same_term(L2, L)),
    t(same_term(a, _)), t(same_term(f(_), _)).
