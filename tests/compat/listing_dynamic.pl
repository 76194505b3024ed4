% listing/1 of dynamic predicates: the dynamic declaration, facts and rules added
% with assertz/asserta, variables named A, B, ..., an empty dynamic predicate.
:- dynamic stack/1, edge/2, empty/0.
main :-
    assertz(stack(1)), assertz(stack(f(x, 'Y'))), asserta(stack([])),
    listing(stack/1),
    assertz((edge(X, Y) :- link(X, Z), edge(Z, Y))),
    assertz((edge(X, X) :- !)),
    assertz((edge(_, b) :- ( true ; fail ), \+ fail)),
    listing(edge/2),
    listing(empty/0),
    retract(stack([])), listing(stack).
