% Reading dicts: Tag{Key:Value, ...} with an atom or variable tag, atom and
% small integer keys, sorted by key; {}-terms, DCG pushback and -{..} unchanged;
% syntax errors with SWI-Prolog's ids.

show(T) :- copy_term(T, C), numbervars(C, 0, _), print(C), nl.

read_text(Text) :-
    catch(( term_string(T, Text), show(T) ),
          error(E, _),
          ( print(error(E)), nl )).

p --> [a], {true}, [b].
q, [x] --> [y].

main :-
    show(point{y:2, x:1}),
    show(_{}),
    show(t{}),
    show('A b'{k:v}),
    show(t{1:a, b:c, 0:z, -1:m}),
    X = t{a:1}, show(X),
    Y = Tag{k:Tag}, show(Y),
    show(f(t{a:1}, [s{b:2}], - t{c:3}, {x}, - {y}, '{}'(z))),
    show(t{a:(x:-y), b:(p,q), c:1+2, d: -1, e:a:b, f:[1,2|T], g:"str", h:'Q', i:T}),
    read_text("_{a:1, a:2}"),
    read_text("_{X:1}"),
    read_text("-{y}"),
    read_text("-{y:1}"),
    read_text("t{d:-1}"),
    read_text("t{d: -1}"),
    read_text("t{100000000000000000000:1}"),
    read_text("_{x}"),
    read_text("_{x:1,}"),
    read_text("_{x:1 y:2}"),
    read_text("_{\"k\":1}"),
    read_text("a {x:1}"),
    read_text("\"s\"{x:1}"),
    read_text("f(a){x:1}"),
    read_text("p{ }"),
    read_text("_{ x : 1 , y : 2 }"),
    read_text("T{x:1}"),
    read_text("X = _{x:1}.x"),
    read_text("D.put(_{a:1}).get(a)"),
    ( phrase(p, [a,b]) -> writeln(dcg_ok) ; writeln(dcg_failed) ),
    ( phrase(q, [y], R) -> print(R), nl ; writeln(pushback_failed) ),
    ( catch(atom_to_term('t{a:1, b:2}', D, _), _, fail) -> show(D) ; true ).
