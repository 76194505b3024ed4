% call_with_depth_limit/3 as SWI-Prolog 9 defines it: the depth of the call tree
% (a user predicate, a library predicate and a builtin are one level each; the
% builtins SWI-Prolog runs as instructions and control constructs in a clause
% body are none), last calls included; the result of each solution, the limit
% set again on backtracking into the goal, depth_limit_exceeded, deterministic
% and nondeterministic exits, errors, nested limits.

deep(0) :- !.
deep(N) :- M is N - 1, deep(M).

% A tail-recursive loop: last-call optimisation does not make it shallower.
count(N, N) :- !.
count(I, N) :- J is I + 1, count(J, N).

nat(0).
nat(N) :- nat(M), N is M + 1.

p(1).
p(2).
p(3).

q(X) :- p(X).

r(X) :- deep(3), X = a.
r(X) :- X = b.
r(X) :- deep(10), X = c.
r(X) :- X = d.

% Levels of builtins: type tests, unification and == are instructions in SWI-Prolog.
inline_only(X) :- var(X), X = a, atom(X), X == a, X \== b.
with_builtin(X) :- X = a, atom_length(X, _).
with_compare(X) :- X > 0.
with_is(X) :- Y is X + 1, Y > 0.
with_call(G) :- call(G).
with_if(X) :- ( X > 0 -> true ; fail ).
with_not(X) :- \+ X = b.
with_conj(G) :- call((G, true)).
with_succ :- succ(1, _).
with_between :- between(1, 3, 3).
with_must_be :- must_be(positive_integer, 3).
with_catch :- catch(deep(1), _, true).
with_once :- once(p(_)).
with_forall :- forall(p(X), X > 0).
with_maplist :- maplist(deep, [1, 2]).

show(G, L) :-
    (   catch(call_with_depth_limit(G, L, R), error(E, _), R = error(E))
    ->  true
    ;   R = failed
    ),
    print_term(G/L-R).

all(G, L) :-
    findall(G-R, call_with_depth_limit(G, L, R), Rs),
    print_term(all(L, Rs)).

% Prints a term with its variables named A, B, ...
print_term(T) :-
    \+ \+ ( numbervars(T, 0, _), writeq(T), nl ).

main :-
    show(true, 1),
    show(true, 0),
    show(fail, 5),
    show(deep(3), 4),
    show(deep(3), 5),
    show(deep(3), 3),
    show(deep(10), 5),
    show(deep(100), 1000),
    show(count(0, 50), 100),
    show(count(0, 50), 20),
    show(inline_only(_), 5),
    show(with_builtin(_), 5),
    show(with_compare(1), 5),
    show(with_is(1), 5),
    show(with_call(deep(1)), 5),
    show(with_call(true), 5),
    show(with_if(1), 5),
    show(with_not(a), 5),
    show(with_conj(deep(1)), 5),
    show(with_succ, 5),
    show(with_between, 5),
    show(with_must_be, 5),
    show(with_catch, 5),
    show(with_once, 5),
    show(with_forall, 5),
    show(with_maplist, 10),
    show((deep(1), deep(2)), 10),
    show((deep(2) ; true), 10),
    show(atom(a), 3),
    show(call(deep(1)), 10),
    all(r(_), 6),
    all(nat(_), 4),
    all(q(_), 10),
    all(p(_), 10),
    % The last solution of p/1 leaves no choice point: the call is deterministic.
    ( call_with_depth_limit(p(X), 10, R1), X == 3 -> writeq(det(R1)), nl ; true ),
    ( call_with_depth_limit(q(Y), 10, R2), Y == 1 -> writeq(first(R2)), nl ; true ),
    % Nested limits: the inner one counts from its own call; the outer sees the
    % inner call only.
    show(call_with_depth_limit(deep(5), 3, _), 3),
    show(call_with_depth_limit(deep(5), 10, _), 3),
    ( call_with_depth_limit(call_with_depth_limit(deep(5), 3, RI), 3, RO) -> writeq(RI-RO) ; writeq(failed) ), nl,
    ( call_with_depth_limit(call_with_depth_limit(deep(2), 10, RI2), 10, RO2) -> writeq(RI2-RO2) ; writeq(failed) ), nl,
    % Errors and exceptions.
    show(deep(1), a),
    show(deep(1), -1),
    show(_, 3),
    catch(call_with_depth_limit(throw(ball), 3, _), B, (writeq(caught(B)), nl)),
    % After an exception and after an exit, no limit is left in force.
    catch(call_with_depth_limit(deep(100), 1000, _), _, true),
    ( deep(2000) -> writeln(unlimited_after) ; writeln(limited_after) ),
    catch(call_with_depth_limit((deep(2), throw(x)), 3, _), _, true),
    ( deep(2000) -> writeln(unlimited_after_throw) ; writeln(limited_after_throw) ).
