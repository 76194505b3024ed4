% SWI-Prolog term predicates: subsumes/2, subsumes_chk/2, is_most_general_term/1,
% copy_term/4, copy_term_nat/4, numbervars/4, term_singletons/2, variant_sha1/2,
% variant_hash/2, context_module/1.
:- module(term_utils_swi, [main/0]).

e(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = E), show(R).
show(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ), nl.

main :-
    e(subsumes(f(_), f(a))), e(subsumes(f(a), f(_))), e(subsumes_chk(f(_), f(a))),
    forall(member(T, [f(_, _), f(A, A), [_, _], [B|B], a, 1, _, [], [_|_], "s", f(a, _)]),
           e(is_most_general_term(T))),
    copy_term([X], f(X, Y), Vs, C), show(Vs-C),
    ( C = f(X1, Y1), X1 \== X, Y1 == Y -> print(only_x_renamed) ; print(wrong) ), nl,
    copy_term_nat([P], g(P, Q), _, g(P1, Q1)), ( P1 \== P, Q1 == Q -> print(nat_ok) ; print(wrong) ), nl,
    e(numbervars(f(U, _, U), 0, _, [singletons(true)])),
    e(numbervars(f(_, _), 3, _, [functor_name(foo)])),
    e(numbervars(f(_), a, _, [])),
    e(numbervars(f(_), 0, _, [bad])),
    e(numbervars(f(_), 0, _, foo)),
    e(term_singletons(f(S1, _, S1, g(_)), _)),
    e(term_singletons(a, _)),
    e(term_singletons([Z, Z], _)),
    variant_sha1(f(K, _, K), H1), variant_sha1(f(M, _, M), H2), atom_length(H1, Len),
    print(sha_len(Len)), nl, ( H1 == H2 -> print(variants_same) ; print(variants_differ) ), nl,
    variant_sha1(f(_, _), H3), variant_sha1(f(N3, N3), H4),
    ( H3 == H4 -> print(same) ; print(non_variants_differ) ), nl,
    variant_hash(g(_), VH1), variant_hash(g(_), VH2),
    ( integer(VH1), VH1 == VH2 -> print(hash_ok) ; print(hash_wrong) ), nl,
    context_module(CM), print(CM), nl,
    cm(CM2), print(CM2), nl,
    user:context_module(CM3), print(CM3), nl,
    e(context_module(user)),
    factorized.

cm(M) :- context_module(M).

% term_factorized/3: shared compound subterms become variables.
factorized :-
    forall(member(T, [f(g(h(x)), g(h(x))), f(a, a), f(X, X), f([1, 2], [1, 2], [2]),
                      f(g(Y), g(Y)), h(k(a), k(a), k(a)), f(g(a), h(g(a))), f(1.5, 1.5)]),
           ( term_factorized(T, S, B), show(T-S-B) )).
