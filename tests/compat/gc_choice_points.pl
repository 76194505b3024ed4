% Garbage collection between choice points: bindings made after a choice point
% that only the choice point reaches are reset early by the collector; the
% running computation must keep its bindings, backtracking must find each choice
% point's state, and a cleanup goal run by a cut sees the current bindings.

main :-
    kept_after_collection,
    reset_on_backtracking,
    alternatives_intact,
    cleanup_sees_bindings,
    deep_results.

churn(0) :- !.
churn(N) :- numlist(1, 50, _), N1 is N - 1, churn(N1).

pick(X, L) :- member(X, [1, 2, 3]), numlist(1, X, L).

kept_after_collection :-
    pick(X, L), X >= 2, churn(2000), garbage_collect, !,
    write(kept(X, L)), nl.

reset_on_backtracking :-
    V = v(A, B),
    (   member(A, [x, y]), B = big(A), churn(2000), garbage_collect, A == y
    ->  true
    ;   true
    ),
    write(V), nl,
    W = w(C),
    (   member(C, [p, q]), churn(2000), garbage_collect, fail
    ;   true
    ),
    (   var(C) -> write(unbound) ; write(C) ), nl,
    functor(W, F, Ar), write(F/Ar), nl.

alternatives_intact :-
    findall(X-S, (pick(X, L), churn(1000), garbage_collect, sum_list(L, S)), R),
    write(R), nl.

cleanup_sees_bindings :-
    setup_call_cleanup(true, member(X, [1, 2]), (write(cleanup(X)), nl)),
    churn(2000), garbage_collect, !,
    write(done(X)), nl.

% Results of a recursion that leaves a choice point at every level, built into
% variables older than those choice points, with collections in between.
sums(_, [], 0).
sums(K, [X|Xs], S) :- sums(K, Xs, S0), churn(K), S is S0 + X.

deep_results :-
    numlist(1, 200, L), sums(20, L, S), garbage_collect,
    write(sum(S)), nl,
    findall(S1, sums(5, [1, 2, 3], S1), Ss),
    write(Ss), nl.
