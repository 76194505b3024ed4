% Writing dicts: write/1, print/1, writeq/1, write_canonical/1, format/2's
% ~w ~p ~q, write_term/2 options, operators around dicts and values that need
% brackets or spaces.

w(T) :-
    write(T), nl, print(T), nl, writeq(T), nl, write_canonical(T), nl,
    format("~w|~p|~q~n", [T, T, T]).

main :-
    w(point{x:1, y:2}),
    w(t{}),
    w('A b'{'K':"s", k:'Q q', 1:[a|b]}),
    w(t{a:(x:-y), b:(p, q), c:1+2, d: -1, e:(a:b), f:(:-), g: - 1, h: -(a), i:{x}, j:(a;b), k:[]}),
    w(f(t{a:1}, - t{a:1}, 1 + t{a:1}, t{a:1}:t{b:2}, [t{a:1}])),
    w(t{a:t{b:t{c:1}}}),
    T = t{v:X, w:X, z:_}, copy_term(T, C), numbervars(C, 0, _), w(C),
    write_term(t{a:'B', b:f(x)}, [quoted(true)]), nl,
    write_term(t{a:[1,2,3,4], b:f(g(h(i)))}, [max_depth(3)]), nl,
    write_term(t{a:1+2}, [ignore_ops(true)]), nl,
    D = _{a:1}, copy_term(D, E), numbervars(E, 0, _), print(E), nl,
    format("~a~n", [done]).
