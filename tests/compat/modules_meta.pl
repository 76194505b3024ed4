% meta_predicate declarations: goals passed from user to a module's meta-predicate
% run in user; library predicates called with a module qualification.
:- use_module(modules/meta).
hello :- write(hi), nl.
inc(X, Y) :- Y is X + 1.
main :-
    twice(hello),
    apply_to(inc, 1, Y), write(Y), nl,
    lists:append([a], [b], L), write(L), nl,
    G = lists:reverse([1,2,3]), call(G, R), write(R), nl,
    findall(X, user:inc(X0, X) = user:inc(X0, X), Xs), length(Xs, N), write(N), nl.
