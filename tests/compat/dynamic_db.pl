% The dynamic database: assert/retract/retractall/clause/abolish, first-argument
% keys mixed with variable first arguments, and the logical update view (a call
% sees the clauses alive when it started, whatever it asserts or retracts).
:- dynamic(q/1).
:- dynamic(k/2).
:- dynamic(r/1).
:- dynamic(cnt/1).

show(Label, G) :-
    (   catch(G, error(E, _), (write(Label-error(E)), nl, fail))
    ->  write(Label-yes)
    ;   write(Label-no)
    ),
    nl.

all(Label, T, G) :- findall(T, G, L), write(Label = L), nl.

main :-
    assertz(q(1)), assertz(q(2)), asserta(q(0)), assert(q(3)),
    all(order, X, q(X)),
    show(retract_first, (retract(q(A)), A == 0)),
    all(after_retract, X, q(X)),
    all(retract_nondet, X, retract(q(X))),
    show(empty, \+ q(_)),
    assertz(k(a, 1)), assertz(k(_, 2)), assertz(k(b, 3)), asserta(k(a, 0)),
    all(key_a, X, k(a, X)),
    all(key_b, X, k(b, X)),
    all(key_c, X, k(c, X)),
    all(key_unbound, K-X, (k(K, X), nonvar(K))),
    all(clause_bodies, X-B, clause(k(a, X), B)),
    show(retract_key, (retract(k(b, Y)), Y == 2)),
    all(after_retract_key, X, k(c, X)),
    retractall(k(a, _)),
    all(after_retractall, X, k(_, X)),
    % Assert during iteration: the new clauses are not seen by the running call.
    assertz(r(1)), assertz(r(2)),
    all(assert_during, X, (r(X), Y1 is X + 10, assertz(r(Y1)), asserta(r(0)))),
    all(after_assert_during, X, r(X)),
    % Retract during iteration: the running call still sees the retracted ones.
    all(retract_during, X, (r(X), retractall(r(_)))),
    show(all_gone, \+ r(_)),
    % A clause that retracts itself keeps running.
    assertz((r(X) :- retract((r(_) :- _)), X = done)),
    show(self_retract, (r(D), D == done)),
    show(self_gone, \+ clause(r(_), _)),
    % A retract that is backtracked into after an inner one took its next clause.
    assertz(q(1)), assertz(q(2)),
    all(retract_twice, X-Z, (retract(q(X)), (retract(q(Z)) -> true ; Z = none))),
    % Rules: clause/2 and retract((H :- B)).
    assertz((q(X) :- X > 0, X < 5)),
    all(rule_body, B, (clause(q(V), B), V = v)),
    show(rule_call, (q(3), \+ q(7))),
    show(retract_rule, (retract((q(_) :- _ > 0, _)), \+ clause(q(_), _))),
    % A counter updated in a loop.
    assertz(cnt(0)), bump(1000), cnt(N), write(counter = N), nl,
    % A long assert/retract loop leaves only what it should.
    churn(20000), all(after_churn, X, q(X)),
    % abolish and errors.
    abolish(q/1),
    show(abolished, \+ catch(q(_), error(existence_error(_, _), _), fail)),
    show(assert_static, assertz(atom_length(a, 1))),
    show(retract_unbound, retract(_)),
    show(clause_number, clause(3, _)),
    show(retract_builtin, retract(atom_length(_, _))),
    show(retractall_number, retractall(3)),
    show(abolish_bad, abolish(foo/a)).

bump(0) :- !.
bump(I) :-
    retract(cnt(C)), C1 is C + 1, assertz(cnt(C1)),
    I1 is I - 1, bump(I1).

churn(0) :- !, assertz(q(last)).
churn(I) :-
    assertz(q(I)), asserta(q(x)),
    retract(q(I)), once(retract(q(_))),
    I1 is I - 1, churn(I1).
