% term_hash/2: ground terms get an integer (the same for equal terms, usually
% different for different ones), terms with variables leave the hash unbound.
% Hash values differ between systems, so only properties are printed.
h(T, H) :- term_hash(T, H).
main :-
    h(foo(bar, [1, 2]), H1), h(foo(bar, [1, 2]), H2), ( integer(H1), H1 == H2 -> write(stable) ; write(unstable) ), nl,
    h(foo(baz, [1, 2]), H3), ( H3 =\= H1 -> write(differs) ; write(collides) ), nl,
    h(f(_), H4), ( var(H4) -> write(unbound) ; write(bound) ), nl,
    h(abc, H5), ( integer(H5), H5 >= 0 -> write(nonneg) ; write(negative) ), nl,
    h(3.14, H6), ( integer(H6) -> write(float_ok) ; write(float_bad) ), nl,
    h(123456789012345678901234567890, H7), ( integer(H7) -> write(big_ok) ; write(big_bad) ), nl,
    X = g(Y), h(X, H8), ( var(H8) -> write(unbound) ; write(bound) ), nl,
    Y = 1, h(X, H9), ( integer(H9) -> write(bound_after) ; write(unbound_after) ), nl,
    findall(H, (member(T, [a, b, c, d, e, f]), h(T, H)), Hs), sort(Hs, Hu), length(Hu, N), write(N), nl,
    h([], H10), h('[]', H11), ( integer(H10), integer(H11) -> write(nil_ok) ; write(nil_bad) ), nl.
