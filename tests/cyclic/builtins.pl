% Builtins on cyclic terms (rational trees), run by tests/cyclic.rs in costlog and
% in SWI-Prolog: each c_NAME/0 prints what one builtin does, one answer a line.
% Error terms are printed by their formal's name only (SWI-Prolog keeps cyclic
% culprits cyclic, costlog factorizes them).

yn(G) :- ( catch(G, error(E, _), (functor(E, N, _), writeln(error(N)), fail)) -> writeln(yes) ; writeln(no) ).

% A cyclic list of N elements 1..N.
ring(N, L) :- numlist(1, N, Xs), append(Xs, L, L).

c_unify :-
    yn((X = f(X), Y = f(Y), X = Y)),
    yn((A = f(A, a), B = f(B, b), A = B)),
    yn((L = [1, 2|L], M = [1, 2, 1, 2|M], L = M)),
    yn((P = f(P), Q = f(f(Q)), P = Q)),
    yn((X1 = f(X1), X1 = f(f(f(Z))), Z == X1)),
    yn((X2 = f(X2, V), Y2 = f(Y2, a), X2 = Y2, V == a)),
    yn((X3 = [a|X3], X3 \= [a, a, b|_])).

c_eq :-
    yn((X = f(X), Y = f(Y), X == Y)),
    yn((X1 = f(X1), Y1 = f(f(Y1)), X1 == Y1)),
    yn((X2 = f(X2, a), Y2 = f(Y2, b), X2 \== Y2)),
    yn((L = [1, 2|L], M = [1, 2, 1|M], L == M)),
    yn((X3 = f(X3), X3 == f(X3))).

c_compare :-
    X = f(X, a), Y = f(Y, b), compare(O1, X, Y), writeln(O1),
    P = f(P), Q = f(a), compare(O2, P, Q), writeln(O2),
    compare(O3, Q, P), writeln(O3),
    L = [1|L], M = [1, 1|M], compare(O4, L, M), writeln(O4),
    N = [1, 2|N], compare(O5, L, N), writeln(O5),
    msort([P, a, 1, f(a), g(P)], S), length(S, Len), writeln(Len),
    S = [S1, S2, S3|_], writeln(S1-S2), ( S3 == Q -> writeln(q3) ; writeln(other) ).

c_copy_term :-
    X = f(X, V), copy_term(X, Y),
    yn(cyclic_term(Y)),
    Y = f(Y1, W), yn(Y1 == Y), yn(W \== V), yn(var(W)),
    yn(X =@= Y),
    L = [a, b|L], copy_term(L-L, C1-C2), yn(C1 == C2), yn(C1 == L).

c_ground :-
    yn((X = f(X), ground(X))),
    yn((Y = f(Y, _), ground(Y))),
    yn((L = [a|L], ground(L))),
    yn((M = [a, _|M], ground(M))).

c_term_variables :-
    X = f(Y, A), Y = g(X, B), term_variables(X, Vs),
    yn(Vs == [B, A]),
    L = [C, D|L], term_variables(L, Ws), yn(Ws == [C, D]),
    Z = f(Z), term_variables(Z, Us), writeln(Us).

c_acyclic_term :-
    yn((X = f(X), acyclic_term(X))),
    yn(acyclic_term(f(_, g(a)))),
    yn((L = [1|L], acyclic_term(g(L)))),
    yn((M = [1, 15], X2 = f(X2, M), acyclic_term(X2))).

c_cyclic_term :-
    yn((X = f(X), cyclic_term(X))),
    yn(cyclic_term(f(_, g(a)))),
    yn((L = [1|L], cyclic_term(g(L)))),
    yn((M = [1, 15], X2 = f(X2, M), cyclic_term(X2))).

c_write :-
    X = f(X), write(X), nl,
    Y = [a|Y], write(g(X, Y, X)), nl,
    A = f(B), B = g(A), write(h(A, B)), nl,
    C = f(D, C), D = g(D), write(C), nl,
    E = a+E, write(E), nl.

c_print :-
    X = f(X, V), print(X), nl,
    L = [1, 2, 3|L], print(L), nl,
    Z = f(Z), T = k(Z), print(p(T, T)), nl,
    print(V), nl.

c_writeq :-
    X = 'hello world'(X), writeq(X), nl,
    Y = -(Y), writeq(Y), nl,
    Z = [Z], writeq(Z), nl.

c_format :-
    X = f(X), format("~w ~q ~p~n", [X, X, X]),
    format("~w ~a~n", [X, b]),
    format("~k~n", [X]),
    format(atom(A), "~w", [X]), writeln(A).

c_write_term :-
    X = f(X), write_term(X, [max_depth(5)]), nl,
    L = [1, 2, 3|L], write_term(L, [max_depth(5)]), nl,
    write_term(X, [numbervars(true)]), nl,
    write_term(X, []), nl,
    write_canonical(X), nl.

c_occurs_check :-
    current_prolog_flag(occurs_check, F0), writeln(F0),
    set_prolog_flag(occurs_check, true),
    yn(X = f(X)),
    yn(unify_with_occurs_check(Y, f(Y))),
    yn(oc_head(Z, Z)),
    yn((A = f(A1), A1 = B, B = A)),
    set_prolog_flag(occurs_check, error),
    current_prolog_flag(occurs_check, F1), writeln(F1),
    yn(W = f(W)),
    yn(oc_head(U, U)),
    yn(V = f(_)), writeln(V),
    set_prolog_flag(occurs_check, false),
    yn(unify_with_occurs_check(P, f(P))),
    yn((Q = f(Q), unify_with_occurs_check(Q, f(R)), R == Q)).

oc_head(X, f(X)).

c_assert :-
    yn((X = f(X), assertz(cyc_fact(X)))),
    yn((Y = f(Y), assertz((cyc_rule :- Y = 1)))).

c_findall :-
    X = f(X, V),
    findall(X, true, [Y]),
    yn(cyclic_term(Y)), yn(Y =@= X), yn(Y \== X),
    findall(V-X, member(_, [1, 2]), Ps), length(Ps, N), writeln(N),
    Ps = [_-P1, _-P2], yn(P1 == P2).

c_lists :-
    L = [a|L],
    yn(is_list(L)),
    yn(length(L, _)),
    yn(msort(L, _)),
    yn(atom_codes(_, L)).

c_arith :-
    X = X + 1, yn(_ is X).

c_big :-
    ring(100000, L), ring(100000, M), yn(L = M), yn(L == M),
    compare(O, L, M), writeln(O),
    copy_term(L, C), yn(C == L), yn(ground(C)), yn(cyclic_term(C)),
    findall(L, true, [F]), yn(F == L),
    ring(100000, N0), N = [0|N0], compare(O2, L, N), writeln(O2),
    numlist(1, 300000, Long), copy_term(f(Long, _), Copy), yn(Copy = f(Long, _)),
    yn(acyclic_term(Long)), term_variables(f(Long, V1, V2), Vs), yn(Vs == [V1, V2]).
