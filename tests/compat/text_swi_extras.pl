% name/2, term_string/3, string_bytes/3 and select_dict/3, with their errors.
e(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = E), show(R).
show(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ), nl.

main :-
    e(name(_, "abc")), e(name(_, "12")), e(name(_, [])), e(name(_, _)),
    e(name(f(x), _)), e(name(foo, _)), e(name(12, _)), e(name(_, [0'a|_])),
    e(name(_, "1e10")), e(name("str", _)), e(name(_, foo)), e(name(3.5, _)),
    term_string(T, "foo(X, Y, X)", [variable_names(Vs)]), show(T-Vs),
    e(term_string(f('A', "s", [1]), _, [])),
    e(term_string(a+b, _, [quoted(false)])),
    e(string_bytes("aé", _, utf8)),
    e(string_bytes(_, [97, 195, 169], utf8)),
    e(string_bytes(aé, _, iso_latin_1)),
    e(string_bytes(_, _, utf8)),
    e(string_bytes("a", _, foo)),
    e(string_bytes("a", _, text)),
    e(string_bytes("aé", _, utf16le)),
    e(string_bytes("aé", _, utf16be)),
    e(string_bytes(f(x), _, utf8)),
    e(select_dict(_{a:1}, t{a:1, b:2}, _)),
    e(select_dict(x{a:_}, t{a:1, b:2}, _)),
    e(select_dict(_{c:1}, t{a:1}, _)),
    e(select_dict(_{a:X}, _{a:1, b:2, c:3}, _)), print(X), nl,
    e(select_dict(foo, t{a:1}, _)).
