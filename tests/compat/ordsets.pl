% library(ordsets).
main :-
    list_to_ord_set([c, a, b, a], S), write(S), nl,
    ord_union([a, c], [b, c, d], U), ord_subtract([a, b, c], [b], D), ord_intersection([a, b, c], [b, c, d], I),
    write(U/D/I), nl,
    ord_union([[c], [a, b], [b]], U2), ord_intersection([[a, b, c], [b, c], [c, b]], I2), write(U2/I2), nl,
    ord_symdiff([a, b, c], [b, c, d], SD), write(SD), nl,
    ( ord_memberchk(b, [a, b, c]) -> write(member) ; write(not_member) ), nl,
    ( ord_subset([a, c], [a, b, c]) -> write(subset) ; write(not_subset) ), nl,
    ( ord_disjoint([a], [b]) -> write(disjoint) ; write(overlap) ), nl,
    ( ord_intersect([a, b], [b]) -> write(intersect) ; write(no_intersect) ), nl,
    ord_add_element([a, c], b, A), ord_del_element([a, b, c], b, Dl), write(A/Dl), nl,
    ord_selectchk(b, [a, b, c], Sel), write(Sel), nl,
    ord_union([a, c], [b, c, d], U3, New), write(U3/New), nl,
    ord_intersection([a, b, c], [b, d], I4, Diff), write(I4/Diff), nl,
    ( is_ordset([a, b, c]) -> write(ordset) ; write(not_ordset) ), nl,
    ( is_ordset([b, a]) -> write(ordset) ; write(not_ordset) ), nl,
    ( ord_empty([]) -> write(empty) ; write(nonempty) ), nl,
    ( ord_seteq([a, b], [a, b]) -> write(equal) ; write(different) ), nl.
