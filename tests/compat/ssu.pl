% Single sided unification (SWI-Prolog 9 `=>` rules) and the `$` determinism
% annotations.
f(a, X) => X = 1.
f(b(Y), X), Y > 0 => X = pos.
f(b(_), X) => X = nonpos.
f([H|T], X) => X = list(H, T).

same(X, X) => true.
same(_, _) => fail.

len([], N) => N = 0.
len([_|T], N) => len(T, N0), N is N0 + 1.

det_first(X) :- $, X = 1.
det_first(2).

t(G) :-
    catch(( G -> format("~q.~n", [G]) ; writeln(failed) ),
          error(E, _), ( print_kind(E), nl )).

print_kind(existence_error(matching_rule, G)) :- !,
    functor(G, N, A), format("no matching rule: ~q", [N/A]),
    ( arg(1, G, X), nonvar(X) -> format(" first argument ~q", [X]) ; true ).
print_kind(determinism_error(_, det, How, goal)) :- !, format("determinism error: ~q", [How]).
print_kind(E) :- print(E).

main :-
    t(f(a, _)),
    t(f(b(3), _)),
    t(f(b(0), _)),
    t(f([1, 2], _)),
    t(f(a, 2)),
    t(f(c, _)),
    t(f(_, _)),
    t(same(a, a)),
    t(same(a, b)),
    t(same(_, b)),
    t(len([x, y, z], _)),
    t(len(_, _)),
    t(det_first(_)),
    findall(X, det_first(X), Xs), writeln(Xs),
    t($member(_, [1, 2])),
    t($member(1, [1])),
    t($fail),
    t($(true ; true)).
