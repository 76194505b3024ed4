% library(heaps): priority queues; entries of equal priority in SWI-Prolog's order.
:- use_module(library(heaps)).
main :-
    list_to_heap([3-c, 1-a, 2-b, 1-x, 5-e, 2-y, 1-z], H),
    heap_size(H, N), write(N), nl,
    min_of_heap(H, P, K), write(P-K), nl,
    min_of_heap(H, P1, K1, P2, K2), write(P1-K1/P2-K2), nl,
    heap_to_list(H, L), write(L), nl,
    get_from_heap(H, GP, GK, H1), heap_to_list(H1, L1), write(GP-GK/L1), nl,
    add_to_heap(H1, 0, zero, H2), min_of_heap(H2, MP, MK), write(MP-MK), nl,
    delete_from_heap(H2, DP, b, H3), heap_to_list(H3, L3), write(DP/L3), nl,
    ( delete_from_heap(H3, _, nope, _) -> write(deleted) ; write(absent) ), nl,
    singleton_heap(S, 4, four), merge_heaps(H3, S, H4), heap_to_list(H4, L4), write(L4), nl,
    empty_heap(E), ( get_from_heap(E, _, _, _) -> write(got) ; write(empty) ), nl,
    ( is_heap(H4) -> write(heap) ; write(not_heap) ), nl,
    ( is_heap(foo) -> write(heap) ; write(not_heap) ), nl,
    numlist(1, 50, Ns), findall(Pr-Ns1, (member(Ns1, Ns), Pr is (Ns1 * 7) mod 10), Ps),
    list_to_heap(Ps, Big), heap_to_list(Big, BL), write(BL), nl.
