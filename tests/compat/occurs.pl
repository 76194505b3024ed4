% library(occurs): subterms in preorder, by unification and by identity.
:- use_module(library(occurs)).
t(G) :- catch((findall(G, G, L), \+ \+ (numbervars(L, 0, _), print(L))), E, (\+ \+ (numbervars(E, 0, _), print(caught(E))))), nl.
main :-
    T = f(X, g(Y, X), [a, b|Z], h(g(Y, X))),
    t(sub_term(_, T)),
    t(sub_term(g(_, _), T)),
    t(sub_var(X, T)),
    t(contains_term(g(_, _), T)),
    t(contains_term(k, T)),
    t(contains_var(X, T)),
    t(contains_var(_, T)),
    t(free_of_term(k, T)),
    t(free_of_term(a, T)),
    t(free_of_var(Y, T)),
    t(free_of_var(_, T)),
    t(occurrences_of_term(g(_, _), T, _)),
    t(occurrences_of_term(g(Y, X), T, _)),
    t(occurrences_of_term(a, T, _)),
    t(occurrences_of_var(X, T, _)),
    t(occurrences_of_var(Z, T, _)),
    t(occurrences_of_term(_, T, _)),
    t(sub_term_shared_variables(g(Y, X), T, _)),
    t(sub_term_shared_variables([a, b|Z], T, _)),
    t(sub_term(_, "str")),
    t(sub_term(_, [])),
    t(occurrences_of_term(f(A), f(f(A)), _)).
