% The dict builtins: is_dict/1,2, dict_pairs/3, dict_create/3, get_dict/3,5,
% put_dict/3,4, del_dict/4, :</2, >:</2, each with SWI-Prolog's errors.

show(T) :- copy_term(T, C), numbervars(C, 0, _), print(C), nl.

t(G) :-
    catch(( G -> show(yes(G)) ; show(no(G)) ),
          error(E, Ctx),
          show(caught(E, Ctx))).

main :-
    t(is_dict(t{a:1})), t(is_dict(f(x))), t(is_dict(_)), t(is_dict(t{a:1}, _)),
    t(is_dict(t{a:1}, s)), t(is_dict(_, _)),
    t(dict_pairs(t{b:2, a:1}, _, _)), t(dict_pairs(_, t, [b-1, a-2, 3-c])),
    t(dict_pairs(_, t, [b-_, a-_])), t(dict_pairs(_, _, [])),
    t(dict_pairs(_, t, [a-1, a-2])), t(dict_pairs(_, t, [a=1])), t(dict_pairs(_, t, foo)),
    t(dict_pairs(_, t, [f(x)-1])), t(dict_pairs(_, t, _)), t(dict_pairs(_, t, [_-1])),
    t(dict_pairs(_, t, [a-1|_])), t(dict_pairs(_, t, ["s"-1])), t(dict_pairs(foo, _, _)),
    t(dict_create(_, tag, [a-1, b=2, c(3), d:4])), t(dict_create(_, _, [])),
    t(dict_create(_, t, [a-1, a-2])), t(dict_create(_, t, x)), t(dict_create(_, t, [a-1, f(x, y)])),
    t(dict_create(_, t, _)), t(dict_create(_, t, [_])), t(dict_create(_, t, t{a:1})),
    t(get_dict(a, t{a:1}, _)), t(get_dict(z, t{a:1}, _)), t(get_dict(a, t{a:1}, 2)),
    t(findall(K-V, get_dict(K, t{c:3, b:1, a:2}, V), _)),
    t(findall(K-V, get_dict(K, t{}, V), _)),
    t(get_dict(a, notdict, _)), t(get_dict(f(x), t{a:1}, _)), t(get_dict(a, _, _)),
    t(get_dict(1.5, t{a:1}, _)), t(get_dict(1, t{1:a}, _)), t(get_dict([], t{}, _)),
    t(get_dict(a, t{a:1}, _, _, 5)), t(get_dict(a, t{a:1}, 2, _, 5)), t(get_dict(b, t{a:1}, _, _, 5)),
    t(get_dict(_, t{a:1}, _, _, 5)), t(get_dict(a, notd, _, _, _)),
    t(put_dict(t{b:2, c:3}, t{a:1, b:1}, _)), t(put_dict([c-3, d=4, e(5)], t{a:1}, _)),
    t(put_dict(s{b:1}, t{a:1}, _)), t(put_dict([], t{a:1}, _)), t(put_dict(_{}, t{a:1}, _)),
    t(put_dict(x, t{a:1}, _)), t(put_dict(_, t{a:1}, _)), t(put_dict(t{a:1}, _, _)),
    t(put_dict([a-1, a-2], t{}, _)), t(put_dict(t{a:1}, notdict, _)),
    t(put_dict(z, t{a:1}, 9, _)), t(put_dict(a, t{a:1}, 9, _)), t(put_dict(-1, _{}, 1, _)),
    t(put_dict(a, notdict, 1, _)), t(put_dict(f(x), t{}, 1, _)), t(put_dict(_, t{}, 1, _)),
    t(put_dict(100000000000000000000, _{}, 1, _)), t(put_dict('[]', t{}, 1, _)),
    t(del_dict(a, t{a:1, b:2}, _, _)), t(del_dict(z, t{a:1}, _, _)), t(del_dict(a, t{a:1}, 2, _)),
    t(del_dict(_, t{a:1}, _, _)), t(del_dict(a, notdict, _, _)), t(del_dict(f(x), t{a:1}, _, _)),
    t(t{a:1} :< t{a:1, b:2}), t(_{a:_} :< t{a:1, b:2}), t(t{a:1, c:1} :< t{a:1, b:2}),
    t(s{a:1} :< t{a:1}), t(t{a:1} :< [a-1]), t(_{b:2, d:4} :< t{a:1, b:2, c:3, d:4}),
    t(a :< t{}), t(_ :< t{}), t(t{a:1} :< _),
    t(t{a:1, c:2} >:< t{a:1, b:2}), t(t{a:1} >:< t{a:2}), t(_{a:_, z:1} >:< s{a:3, y:2}),
    t(t{} >:< b), t(t{a:1} >:< [a-1]).
