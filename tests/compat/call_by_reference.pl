% call/1 of control constructs runs its goals on the caller's terms, not on
% copies: setarg/3, same_term/2 and b_set_dict/3 inside them act on the data the
% caller holds (recorded from SWI-Prolog 9).
show(Name, Value) :- write(Name), write(': '), print(Value), nl.

t1 :- U = f(a), G = setarg(1, U, z), call((G, true)), show(conj, U).
t2 :- U = f(a, b), catch((setarg(2, U, y) -> true ; fail), _, true), show(catch_ite, U).
t3 :- U = g(1), V = U, ( call((same_term(U, V), true)) -> R = same ; R = different ), show(same_term, R).
t4 :- U = g(1), V = g(1), ( call((same_term(U, V), true)) -> R = same ; R = different ), show(copies_differ, R).
t5 :- U = f(a), ( \+ call((setarg(1, U, z), fail)) -> true ; true ), show(undone_on_failure, U).
t6 :- U = f(a), call((nb_setarg(1, U, kept), fail ; true)), show(nb_setarg, U).
t7 :- X = 3, call((Y is X*2+1, Z is Y*Y)), show(arith, Y-Z).
t8 :- findall(X, call((member(X, [1,2,3]), !)), L), show(cut_in_call, L).
t9 :- U = h(1, 2, 3), call((arg(2, U, A), setarg(3, U, A))), show(arg_setarg, U).
t10 :- D = _{a:1}, call((b_set_dict(a, D, 2), true)), get_dict(a, D, V), show(dict, V).
t11 :- L = [x(1), x(2)], forall(member(T, L), (T = x(_) -> setarg(1, T, 0) ; true)), show(forall_copies, L).
t12 :- U = f(a), call((true ; true)), setarg(1, U, b), show(after, U).
t13 :- U = p(q(r)), call((U = p(Q), Q = q(S))), show(unify_through, S).
t14 :- U = f(a), G = (setarg(1, U, m) ; setarg(1, U, n)), findall(V, (call(G), arg(1, U, V)), Vs), show(disjunction, Vs).
t15 :- U = f(0), call(lists:(setarg(1, U, 9), true)), show(qualified, U).

main :- forall(member(T, [t1,t2,t3,t4,t5,t6,t7,t8,t9,t10,t11,t12,t13,t14,t15]),
                ( catch(T, E, (show(T, error(E)))) -> true ; show(T, failed) )).
