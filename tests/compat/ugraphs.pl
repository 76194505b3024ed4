% library(ugraphs): graphs as Vertex-Neighbours lists.
:- use_module(library(ugraphs)).
main :-
    vertices_edges_to_ugraph([z], [a-b, b-c, a-c, b-c, d-a], G), write(G), nl,
    vertices(G, Vs), edges(G, Es), write(Vs), nl, write(Es), nl,
    add_vertices(G, [y, a], G1), write(G1), nl,
    del_vertices(G, [c, z], G2), write(G2), nl,
    add_edges(G, [z-a, c-e], G3), write(G3), nl,
    del_edges(G, [a-b, d-a, q-r], G4), write(G4), nl,
    neighbours(b, G, Nb), neighbors(a, G, Na), write(Nb/Na), nl,
    ( neighbours(nope, G, _) -> write(found) ; write(no_vertex) ), nl,
    transpose_ugraph(G, T), write(T), nl,
    compose([1-[2], 2-[3]], [2-[4], 3-[1, 5]], C), write(C), nl,
    top_sort(G, S), write(S), nl,
    top_sort([a-[b, c, d], b-[], c-[], d-[], e-[d]], S2), write(S2), nl,
    top_sort([x-[y], y-[z], z-[]], Tail, S3), Tail = [end], write(S3), nl,
    ( top_sort([a-[b], b-[a]], _) -> write(sorted) ; write(cyclic) ), nl,
    transitive_closure([1-[2, 3], 2-[4, 5], 4-[6]], TC), write(TC), nl,
    transitive_closure([a-[b], b-[a]], TC2), write(TC2), nl,
    reachable(1, [1-[3, 5], 2-[4], 3-[], 4-[5], 5-[1]], R), write(R), nl,
    ugraph_union([a-[b], c-[d]], [a-[c], b-[], c-[a]], U), write(U), nl,
    complement([a-[b], b-[a, c], c-[]], Co), write(Co), nl.
