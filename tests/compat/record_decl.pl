% library(record): `:- record` declarations and the predicates they define:
% defaults, type checks (a record type as a field type), make/set with unknown
% fields, accessors, destructive setters, current_record/2.
:- use_module(library(record)).
:- record point(x:integer=0, y:integer=0).
:- record foo(x:integer, y, z=a).
:- record bar(x:foo).
t(X, G) :- catch((findall(X, G, L), \+ \+ (numbervars(L, 0, _), print(L))), error(E, _), print(error(E))), nl.
main :-
    t(R, make_point([y(2), x(1)], R)), t(R, make_point([y(2)], R)),
    t(x, is_point(_)), t(x, is_point(point(1, 2))), t(x, is_point(point(_, 2))),
    t(x, make_point([x(1), y(_)], _)), t(x, make_point([x(1), y(foo)], _)),
    t(x, make_point([x(1), z(3)], _)),
    t(P-Rest, make_point([y(0), x(1), y(10), z(123)], P, Rest)),
    t(F, make_foo([], F)), t(F, make_foo([y(_)], F)), t(F, default_foo(F)),
    t(x, is_foo(foo(1, _, _))), t(x, is_foo(foo(a, b, c))),
    t(N-V, foo_data(N, foo(1, 2, 3), V)),
    t(F, set_x_of_foo(5, foo(1, 2, 3), F)), t(F, set_x_of_foo(a, foo(1, 2, 3), F)),
    t(F, (F = foo(1, 2, 3), set_x_of_foo(7, F))),
    t(F, (F = foo(1, 2, 3), nb_set_x_of_foo(7, F))),
    t(F, set_foo_fields([x(9), z(q)], foo(1, 2, 3), F)),
    t(F-Rest, set_foo_fields([x(9), w(q)], foo(1, 2, 3), F, Rest)),
    t(F, set_foo_field(y(8), foo(1, 2, 3), F)), t(F, set_foo_fields([w(1)], foo(1, 2, 3), F)),
    t(X, foo_x(foo(1, 2, 3), X)), t(x, make_foo(foo, _)),
    t(F, foo_y(F, _)), t(x, foo_y(bar, _)),
    t(F, make_foo([x(1), x(2)], F)),
    t(B, (make_foo([x(10)], Foo), make_bar([x(Foo)], B), is_bar(B))),
    t(x, make_bar([x(3)], _)), t(x, is_bar(bar(3))),
    t(Name-Spec, current_record(Name, Spec)).
