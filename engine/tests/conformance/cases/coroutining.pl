% Family: coroutining (attributed variables, freeze/2, dif/2, when/2).

t(coro_put_get_attr, (put_attr(X, m, 1), get_attr(X, m, V), V == 1), true).
t(coro_get_attr_missing, (put_attr(X, m, 1), get_attr(X, n, _)), fail).
t(coro_attvar_plain, attvar(_), fail).
t(coro_attvar_after_put, (put_attr(X, m, 1), attvar(X)), true).
t(coro_del_attr, (put_attr(X, m, 1), del_attr(X, m), attvar(X)), fail).
t(coro_put_attr_nonvar, put_attr(a, m, 1), error(uninstantiation_error(a))).
t(coro_put_attr_bad_module, put_attr(_, 1, 1), error(type_error(atom, 1))).
t(coro_get_attrs, (put_attr(X, a, 1), put_attr(X, b, 2), get_attrs(X, As)), all(As, [att(a, 1, att(b, 2, []))])).
t(coro_put_attrs, (put_attrs(X, att(m, 3, [])), get_attr(X, m, V)), all(V, [3])).
t(coro_term_attvars, (put_attr(X, m, 1), term_attvars(f(X, _, X), Vs), Vs == [X]), true).
t(coro_term_attvars_none, term_attvars(f(_, a), Vs), all(Vs, [[]])).
t(coro_copy_term_attrs, (put_attr(X, m, 1), copy_term(X, Y), get_attr(Y, m, V), Y \== X), all(V, [1])).
t(coro_freeze_bound, (freeze(X, Y = done), X = 1), all(Y, [done])).
t(coro_freeze_fail, (freeze(X, fail), X = 1), fail).
t(coro_freeze_nonvar, freeze(a, Y = now), all(Y, [now])).
t(coro_freeze_backtrack, (freeze(X, X > 1), member(X, [1, 2, 3])), all(X, [2, 3])).
t(coro_frozen_none, frozen(_, G), all(G, [true])).
t(coro_dif_fail, dif(a, a), fail).
t(coro_dif_succeed, dif(a, b), true).
t(coro_dif_later, (dif(X, a), X = a), fail).
t(coro_dif_partial, (dif(f(X, Y), f(a, b)), X = a, Y = b), fail).
t(coro_dif_partial_ok, (dif(f(X, Y), f(a, b)), X = a, Y = c), true).
t(coro_dif_vars, (dif(X, Y), X = Y), fail).
t(coro_dif_filter, (dif(X, b), member(X, [a, b, c])), all(X, [a, c])).
t(coro_when_nonvar, (when(nonvar(X), Y = go), X = 1), all(Y, [go])).
t(coro_when_ground, (when(ground(X), Y = go), X = f(Z), var(Y), Z = 1), all(Y, [go])).
t(coro_when_decided, (when(?=(X, Z), Y = go), X = a, Z = b), all(Y, [go])).
t(coro_when_or, (when((nonvar(A) ; nonvar(B)), Y = go), A = 1, B = 2), all(Y, [go])).
t(coro_when_var_cond, when(_, true), error(instantiation_error)).
t(coro_when_bad_cond, when(foo, true), error(domain_error(when_condition, foo))).
t(coro_unifiable, (unifiable(f(X, b), f(a, Y), U), U == [Y = b, X = a]), true).
t(coro_unifiable_fail, unifiable(a, b, _), fail).
t(coro_decided, ?=(a, b), true).
t(coro_not_decided, ?=(_, b), fail).
