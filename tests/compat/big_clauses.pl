% Big clauses: deep terms in clause bodies (asserted, meta-called, compiled
% as control constructs) and clauses with thousands of variables. Each
% compiles whatever its size, as in SWI-Prolog.
chain(0, a) :- !.
chain(N, f(T)) :- M is N-1, chain(M, T).

sum_expr(0, 0) :- !.
sum_expr(N, T+1) :- M is N-1, sum_expr(M, T).

tree(0, leaf) :- !.
tree(N, node(L, N, R)) :- M is N-1, tree(M, L), tree(M, R).

nested_list(0, []) :- !.
nested_list(N, [x, L]) :- M is N-1, nested_list(M, L).

depth(T, 0) :- atomic(T), !.
depth(T, D) :- T =.. [_|As], foldl([A, D0, D1]>>(depth(A, DA), D1 is max(D0, DA+1)), As, 0, D).

chain_depth(a, D, D) :- !.
chain_depth(f(T), D0, D) :- D1 is D0+1, chain_depth(T, D1, D).

report(Name, Goal) :-
    (   catch(Goal, E, (print_message_term(E), fail))
    ->  format("~w: yes~n", [Name])
    ;   format("~w: no~n", [Name])
    ).

print_message_term(E) :- E = error(F, _), !, format("error ~q~n", [F]).
print_message_term(E) :- format("error ~q~n", [E]).

q(_).
q2(_, _).

main :-
    chain(100000, C),
    report(assert_body_chain, (assertz((r1 :- q(C))), r1)),
    report(call_conjunction_chain, (G1 = (true, q(C)), call(G1))),
    report(call_disjunction_chain, (G2 = (fail ; q(C)), call(G2))),
    report(if_then_else_chain, (G3 = (true -> chain_depth(C, 0, D3) ; D3 = none), call(G3), D3 == 100000)),
    sum_expr(50000, S),
    report(assert_body_sum, (assertz((r2(X) :- X is S)), r2(V2), V2 == 50000)),
    report(call_sum, (G4 = (true, X4 is S), call(G4), X4 == 50000)),
    tree(12, T),
    report(assert_body_tree, (assertz((r3(D) :- depth(T, D))), r3(D5), D5 == 12)),
    nested_list(20000, L),
    report(assert_body_nested_list, (assertz((r4(N) :- length(L, N))), r4(N4), N4 == 2)),
    report(findall_chain, (findall(C-C, true, [P]), P = (A-B), A == B)),
    length(Vs, 2000),
    report(assert_many_variables, (assertz((r5(Vs, W) :- q2(Vs, Vs), last(Vs, W))), length(Ws, 2000), r5(Ws, W5), var(W5), last(Ws, W6), W5 == W6)),
    report(assert_many_variables_fact, (length(Fs, 2000), assertz(r6(Fs, Fs)), numlist(1, 2000, Ns), r6(Ns, Ms), last(Ms, M6), M6 == 2000)),
    report(call_many_variables, (G6 = (true, q2(Vs, Vs)), call(G6))),
    numlist(1, 2000, Is),
    pairs_keys_values(Ps, Is, Vs),
    report(assert_many_variables_in_body, (assertz((r7(K, V) :- member(K-V, Ps))), r7(1999, V7), var(V7))).
