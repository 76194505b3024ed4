% library(rbtrees): a tree argument that is not a tree raises SWI-Prolog's
% existence_error(matching_rule, rbtrees:Call); rb_partial_map/4; closures of a
% module passed to rb_map/2,3, rb_apply/4, rb_fold/4 (rb_partial_map/4 called
% first: it loads the library).
:- module(rbtrees_errors, [main/0]).
:- use_module(library(rbtrees)).
plus1(X, Y) :- Y is X + 1.
even(X) :- 0 is X mod 2.
sum(_-V, S0, S) :- S is S0 + V.
e(G) :-
    catch((G -> R = yes ; R = no), error(E, C), R = error(E, C)),
    (   R = error(E1, C1), E1 \= existence_error(matching_rule, _) -> R1 = error(E1) ; R1 = R, C1 = _   ),
    \+ \+ ( numbervars(R1, 0, _), print(R1) ), nl.
v(T) :- rb_visit(T, L), print(L), nl.
main :-
    e(rb_partial_map(_, [a], plus1, _)),
    e(rb_visit(_, _)), e(rb_keys(_, _)), e(rb_size(foo, _)), e(rb_lookup(a, _, foo)),
    e(rb_insert(foo, a, 1, _)), e(rb_insert_new(_, a, 1, _)), e(rb_update(_, a, 1, _)),
    e(rb_update(_, a, _, 1, _)), e(rb_apply(_, a, plus1, _)), e(rb_delete(_, a, _)),
    e(rb_delete(_, a, _, _)), e(rb_del_min(foo, _, _, _)), e(rb_del_max(foo, _, _, _)),
    e(rb_min(_, _, _)), e(rb_max(_, _, _)), e(rb_next(_, a, _, _)),
    e(rb_previous(_, a, _, _)), e(rb_in(_, _, _)), e(rb_clone(_, _, _)),
    e(rb_map(_, even)), e(rb_map(_, plus1, _)), e(rb_fold(sum, _, 0, _)),
    e(ord_list_to_rbtree(_, _)), e(list_to_rbtree(_, _)), e(is_rbtree(foo)), e(is_rbtree(_)),
    list_to_rbtree([a-1, b-2, c-3], T),
    e(rb_map(T, even)), e(rb_map(T, _)), e(rb_map(T, _, _)),
    rb_map(T, plus1, T1), v(T1),
    rb_apply(T, b, plus1, T2), v(T2),
    rb_fold(sum, T, 0, S), print(S), nl,
    rb_partial_map(T, [a, c], plus1, T3), v(T3),
    e(rb_partial_map(T, [c, a], plus1, _)), e(rb_partial_map(T, [a, a], plus1, _)),
    e(rb_partial_map(T, [a, d], plus1, _)),
    rb_partial_map(T, [], plus1, T4), v(T4),
    rb_empty(E0), e(rb_map(E0, _)), e(rb_map(E0, _, _)).
