% `$(Goal)` written in clause bodies (compiled inline) and meta-called: the
% determinism errors show the goal as it is when raised, and a goal that
% succeeded once leaves no trace for later backtracking.
d(1).
d(2).

count(0, N) :- !, N = 0.
count(K, N) :- $(d(2)), K1 is K - 1, count(K1, N0), N is N0 + 1.

one(X) :- $(d(X)).
none :- $(d(3)).
branch(X, Y) :- ( X > 0 -> $(d(X)), Y = X ; Y = neg ).
after(Y) :- $(d(2)), member(Y, [a, b]).
var_goal(G) :- $(G).
raise :- $(atom_length(_, _)).
% Nested: an inner `$` pops its own entry; the outer one sees what is left.
outer_det :- $(inner(2)).
outer_nondet(Y) :- $(inner_then_choice(Y)).
inner(X) :- $(d(X)).
inner_then_choice(Y) :- inner(2), member(Y, [a, b]).
inner_nondet(Y) :- $(inner(Y)).

show(determinism_error(G, det, How, goal)) :- !,
    format("determinism error: ~q ~q", [How, G]).
show(E) :- print(E).

t(G) :-
    catch(( findall(G, G, L), format("~q~n", [L]) ),
          error(E, _), ( show(E), nl )).

main :-
    t(count(1000, _)),
    t(one(_)),
    t(one(2)),
    t(none),
    t(branch(1, _)),
    t(branch(-1, _)),
    t(branch(3, _)),
    t(after(_)),
    t(var_goal(d(2))),
    t(var_goal(d(_))),
    t(var_goal(fail)),
    t(raise),
    t(outer_det),
    t(outer_nondet(_)),
    t(inner_nondet(_)),
    t('$'(d(1))),
    t('$'(d(_))).
