% functor/3 and arg/3 (quick builtins) and a variable unified with a compound
% (bound without a term walk when the occurs check is off).

t(Name, G) :-
    catch((G -> R = yes ; R = no), error(E, _), R = error(E)),
    write(Name), write(': '), print(R), nl.

main :-
    t(build, (functor(T1, point, 3), T1 = point(a, b, c))),
    t(build_fresh, (functor(T2, f, 2), arg(1, T2, X), arg(2, T2, Y), X \== Y)),
    t(build_atomic, (functor(T3, abc, 0), T3 == abc)),
    t(build_number, (functor(T4, 7, 0), T4 == 7)),
    t(inspect, (functor(g(1, h(2)), N, A), N == g, A == 2)),
    t(inspect_list, (functor([x|y], N2, A2), A2 == 2, N2 \== x)),
    t(inspect_atomic, (functor(foo, N3, A3), N3 == foo, A3 == 0)),
    t(arity_mismatch, functor(g(1), g, 2)),
    t(no_name, functor(_, _, 2)),
    t(negative, functor(_, f, -1)),
    t(non_atom_name, functor(_, 1.5, 2)),
    t(arg_first, (arg(1, f(a, b), A4), A4 == a)),
    t(arg_last, (arg(2, f(a, g(b)), A5), A5 == g(b))),
    t(arg_out_of_range, arg(3, f(a, b), _)),
    t(arg_zero, arg(0, f(a), _)),
    t(arg_list, (arg(2, [h|t], A6), A6 == t)),
    t(arg_bound, arg(1, f(g(X7, b)), g(a, Y7))), (X7 == a, Y7 == b -> write(bound_both) ; write(unbound)), nl,
    t(arg_mismatch, arg(1, f(g(a)), g(b))),
    t(arg_type, arg(a, f(a), _)),
    t(arg_not_compound, arg(1, atom, _)),
    t(arg_enumerate, findall(N8-A8, arg(N8, f(x, y, z), A8), [1-x, 2-y, 3-z])),
    t(var_compound, (V = f(W), W = 1, V == f(1))),
    t(compound_var, (f(W2) = V2, W2 = 2, V2 == f(2))),
    t(var_compound_undo, (\+ (V3 = f(a), fail), var(V3))),
    t(occurs_off_cycle, (V4 = f(V4), V4 = f(V5), V5 == V4)),
    set_prolog_flag(occurs_check, true),
    t(occurs_true, V6 = f(V6)),
    t(occurs_true_ok, (V7 = f(a), V7 == f(a))),
    set_prolog_flag(occurs_check, error),
    catch(V8 = f(V8), error(E8, _), true),
    functor(E8, Formal, _), write(occurs_error: Formal), nl,
    set_prolog_flag(occurs_check, false).
