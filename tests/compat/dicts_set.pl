% b_set_dict/3 and nb_set_dict/3: a key's value replaced in place, undone on
% backtracking or not; SWI-Prolog's errors.
t(G) :- catch(G, error(E, _), true), !, ( nonvar(E) -> print(E) ; print(G) ), nl.
t(_) :- write(no), nl.

main :-
    D = t{a:1, b:2},
    t(b_set_dict(a, D, 5)),
    t(b_set_dict(b, D, x)),
    get_dict(b, D, V), print(V), nl,
    t(b_set_dict(c, D, 1)),
    t(b_set_dict(a, notdict, 1)),
    t(b_set_dict(_, D, 1)),
    t(b_set_dict(f(x), D, 1)),
    D3 = t{a:1}, ( b_set_dict(a, D3, 9), fail ; true ), print(D3), nl,
    D4 = t{a:1}, ( nb_set_dict(a, D4, 9), fail ; true ), print(D4), nl,
    D5 = t{1:one, 2:two}, b_set_dict(2, D5, deux), print(D5), nl.
