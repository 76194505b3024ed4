% term_expansion/2 and goal_expansion/2 at load time, and expand_term/2 and
% expand_goal/2 called as goals, as SWI-Prolog applies them.
:- multifile user:term_expansion/2, user:goal_expansion/2.
user:term_expansion(table_of(N), Clauses) :-
    findall(square(I, S), (between(1, N, I), S is I*I), Clauses).
user:term_expansion(constant(Name, Value), (Head :- true)) :-
    Head =.. [Name, Value].
user:goal_expansion(double(X, Y), Y is 2*X).

table_of(4).
constant(answer, 42).
twice(X, Y) :- double(X, Y).
greet --> [hello], { double(1, _) }.

main :-
    forall(square(I, S), writeln(I-S)),
    answer(A), writeln(A),
    twice(21, T), writeln(T),
    ( phrase(greet, [hello]) -> writeln(greet_ok) ; writeln(greet_failed) ),
    ( catch(double(1, _), E, (print_message_kind(E), fail)) -> true ; true ),
    expand_term((a --> [x], b), R0), ( is_list(R0) -> last(R0, R) ; R = R0 ), portray_clause(R),
    expand_term(constant(pi, 3), C), portray_clause(C),
    expand_term(plain(term), P), writeln(P),
    expand_goal((double(1, X1), \+ double(2, X2)), G), portray_clause(G), X1 = X2.

print_message_kind(error(existence_error(procedure, PI), _)) :- writeln(undefined(PI)).
