% Functional notation on dicts, expanded when clauses are loaded: D.key,
% D.put(New), D.put(K, V), D.get(K), D.get(K, Default), nested and chained calls,
% calls in arithmetic, in heads, under \+ and in findall/3; './3' and its errors.

show(T) :- copy_term(T, C), numbervars(C, 0, _), print(C), nl.

t(G) :-
    catch(( G -> show(yes(G)) ; show(no(G)) ),
          error(E, Ctx),
          show(caught(E, Ctx))).

key(D, X) :- X = D.a.
arith(D, X) :- X is D.a + D.b * 2.
keys(D, L) :- findall(V, (member(K, [a, b]), V = D.K), L).
put2(D, X) :- X = D.put(c, 3).
put1(D, X) :- X = D.put(_{a:9, z:0}).
put_list(D, X) :- X = D.put([a=2, d-1, e(5), f:6]).
get1(D, X) :- X = D.get(a).
get2(D, X) :- X = D.get(zz, def).
fmt(D) :- format("~w and ~w~n", [D.a, D.b]).
chain(D, X) :- X = D.x.y.
pairs(D, K-V) :- V = D.K.
head(D.a, D).
literal(X) :- X = point{x:1, y:2}.x.
neg(D, X) :- \+ X = D.a.
cond(D, R) :- ( D.a > 1 -> R = big ; R = small ).
put_get(D, X) :- X = D.put(k, v).get(k).
nested(D, X) :- X = f(g(D.a), [D.b]).

main :-
    t(key(_{a:1}, _)), t(key(t{b:1}, _)), t(key(notdict, _)), t(key(_, _)),
    t(arith(t{a:1, b:2}, _)), t(keys(t{a:1, b:2}, _)),
    t(put2(t{a:1}, _)), t(put1(t{a:1, b:2}, _)), t(put_list(t{a:1}, _)),
    t(get1(t{a:1}, _)), t(get1(t{b:1}, _)), t(get2(t{b:1}, _)), t(get2(t{zz:1}, _)),
    t(fmt(t{a:1, b:"s"})), t(chain(t{x:t{y:5}}, _)), t(chain(t{x:1}, _)),
    t(findall(P, pairs(t{a:1, b:2}, P), _)), t(head(_, t{a:7})), t(literal(_)),
    t(neg(t{a:1}, 2)), t(neg(t{a:1}, 1)), t(cond(t{a:2}, _)), t(cond(t{a:0}, _)),
    t(put_get(t{}, _)), t(nested(t{a:1, b:2}, _)),
    t('.'(t{a:1}, a, _)), t('.'(t{a:1}, put(b, 2), _)), t('.'(t{a:1}, get(_), _)),
    t(findall(K-V, '.'(t{a:1, b:2}, get(K), V), _)),
    t('.'(t{a:1}, foo(x), _)), t('.'(t{a:1}, 1.5, _)), t('.'(t{a:1}, "a", _)),
    t('.'(_, a, _)), t('.'([1], a, _)).
