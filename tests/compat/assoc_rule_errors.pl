% library(assoc) on terms that are not trees: the rules of SWI-Prolog's assoc
% match only trees (existence_error(matching_rule, ...)) or fail; the test suite's
% del_no_member case.
:- use_module(library(assoc)).
t(G) :-
    catch((G -> R = yes ; R = no), error(E, _), R = error(E)),
    \+ \+ ( numbervars(R, 0, _), print(R) ), nl.
main :-
    t(del_min_assoc(3, _, _, _)), t(del_max_assoc(3, _, _, _)),
    t(del_assoc(a, 3, _, _)), t(del_assoc(a, _, _, _)), t(get_assoc(a, 3, _)),
    t(max_assoc(3, _, _)), t(min_assoc(3, _, _)), t(max_assoc(_, _, _)),
    t(put_assoc(a, 3, 1, _)), t(assoc_to_list(3, _)), t(assoc_to_keys(3, _)),
    t(assoc_to_values(3, _)), t(del_min_assoc(t, _, _, _)), t(del_assoc(a, t, _, _)),
    t(max_assoc(t, _, _)),
    list_to_assoc([1-a, 2-b, 4-c], A),
    t(del_min_assoc(3, A, _, _)),
    t((del_min_assoc(A, K, V, A1), assoc_to_list(A1, L1), print(K-V-L1), nl)),
    t((del_max_assoc(A, K2, V2, A2), assoc_to_list(A2, L2), print(K2-V2-L2), nl)).
