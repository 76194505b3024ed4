% The id of each kind of syntax error in error(syntax_error(Id), _), as
% SWI-Prolog names it (the reader sets it where it finds the error).
e(Text) :- catch(term_to_atom(_, Text), error(F, _), (print(F), nl)).
main :-
    e('f(a b)'),
    e('(a'),
    e('f(a'),
    e('[a'),
    e('a :- :- b'),
    e(')'),
    e('foo('),
    e('3x'),
    e('\'\\q\''),
    e('\'abc'),
    e('"abc'),
    e('0\''),
    e('0x'),
    e('0xg'),
    e('0b2'),
    e('0o'),
    e('/* x').
