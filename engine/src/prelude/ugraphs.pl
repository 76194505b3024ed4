% ugraphs.pl: library(ugraphs) as in SWI-Prolog. A graph is a list of
% Vertex-Neighbours pairs sorted by vertex, each Neighbours an ordered set.

vertices_edges_to_ugraph(Vertices, Edges, Graph) :-
    '$ug_edge_ends'(Edges, Ends),
    '$append'(Vertices, Ends, All),
    sort(All, Vs),
    sort(Edges, Es),
    '$ug_group'(Vs, Es, Graph).
'$ug_edge_ends'([], []).
'$ug_edge_ends'([V-N|Es], [V, N|Ends]) :- '$ug_edge_ends'(Es, Ends).
% Pairs each vertex with the targets of the sorted edges that leave it.
'$ug_group'([], _, []).
'$ug_group'([V|Vs], Es0, [V-Ns|G]) :-
    '$ug_targets'(Es0, V, Ns, Es),
    '$ug_group'(Vs, Es, G).
'$ug_targets'([V0-N|Es0], V, [N|Ns], Es) :- V0 == V, !, '$ug_targets'(Es0, V, Ns, Es).
'$ug_targets'(Es, _, [], Es).

vertices([], []).
vertices([V-_|G], [V|Vs]) :- vertices(G, Vs).

edges(G, Es) :- '$ug_edges'(G, Es).
'$ug_edges'([], []).
'$ug_edges'([V-Ns|G], Es) :- '$ug_edges_from'(Ns, V, Es, Es1), '$ug_edges'(G, Es1).
'$ug_edges_from'([], _, Es, Es).
'$ug_edges_from'([N|Ns], V, [V-N|Es0], Es) :- '$ug_edges_from'(Ns, V, Es0, Es).

add_vertices(G, Vertices, NG) :-
    sort(Vertices, Vs),
    '$ug_no_edges'(Vs, G0),
    ugraph_union(G, G0, NG).
'$ug_no_edges'([], []).
'$ug_no_edges'([V|Vs], [V-[]|G]) :- '$ug_no_edges'(Vs, G).

del_vertices(G, Vertices, NG) :-
    sort(Vertices, Del),
    '$ug_del_vertices'(G, Del, NG).
'$ug_del_vertices'([], _, []).
'$ug_del_vertices'([V-Ns|G], Del, NG) :-
    (   ord_memberchk(V, Del)
    ->  NG = NG1
    ;   '$ord_subtract'(Ns, Del, Ns1),
        NG = [V-Ns1|NG1]
    ),
    '$ug_del_vertices'(G, Del, NG1).

add_edges(G, Edges, NG) :-
    vertices_edges_to_ugraph([], Edges, G1),
    ugraph_union(G, G1, NG).

del_edges(G, Edges, NG) :-
    vertices_edges_to_ugraph([], Edges, Del),
    '$ug_del_edges'(G, Del, NG).
'$ug_del_edges'([], _, []).
'$ug_del_edges'([V-Ns|G], Del, [V-Ns1|NG]) :-
    (   '$ug_neighbours'(Del, V, Gone) -> '$ord_subtract'(Ns, Gone, Ns1)
    ;   Ns1 = Ns
    ),
    '$ug_del_edges'(G, Del, NG).

ugraph_union([], G, G) :- !.
ugraph_union(G, [], G) :- !.
ugraph_union([V1-N1|G1], [V2-N2|G2], G) :-
    compare(O, V1, V2),
    (   O = (=) -> '$ord_union'(N1, N2, N), G = [V1-N|G0], ugraph_union(G1, G2, G0)
    ;   O = (<) -> G = [V1-N1|G0], ugraph_union(G1, [V2-N2|G2], G0)
    ;   G = [V2-N2|G0], ugraph_union([V1-N1|G1], G2, G0)
    ).

neighbours(V, G, Ns) :- '$ug_neighbours'(G, V, Ns).
neighbors(V, G, Ns) :- '$ug_neighbours'(G, V, Ns).
'$ug_neighbours'([V0-Ns0|G], V, Ns) :-
    (   V0 == V -> Ns = Ns0
    ;   '$ug_neighbours'(G, V, Ns)
    ).

transpose_ugraph(G, T) :-
    vertices(G, Vs),
    '$ug_edges'(G, Es),
    '$ug_flip'(Es, Flipped),
    vertices_edges_to_ugraph(Vs, Flipped, T).
'$ug_flip'([], []).
'$ug_flip'([V-N|Es], [N-V|Fs]) :- '$ug_flip'(Es, Fs).

% V-Ns for every vertex of either graph, Ns the vertices two steps away: a G1
% edge followed by a G2 edge.
compose(G1, G2, C) :-
    vertices(G1, V1),
    vertices(G2, V2),
    '$ord_union'(V1, V2, Vs),
    '$ug_compose'(Vs, G1, G2, C).
'$ug_compose'([], _, _, []).
'$ug_compose'([V|Vs], G1, G2, [V-Ns|C]) :-
    (   '$ug_neighbours'(G1, V, Mid) -> '$ug_successors'(Mid, G2, [], Ns)
    ;   Ns = []
    ),
    '$ug_compose'(Vs, G1, G2, C).
'$ug_successors'([], _, S, S).
'$ug_successors'([M|Ms], G, S0, S) :-
    (   '$ug_neighbours'(G, M, Ns) -> '$ord_union'(S0, Ns, S1)
    ;   S1 = S0
    ),
    '$ug_successors'(Ms, G, S1, S).

% Kahn's algorithm: vertices without incoming edges wait on a stack, the first
% vertex on top; a vertex whose last incoming edge is removed is pushed, the
% neighbours in order (SWI-Prolog's order). Fails on a cyclic graph.
top_sort(G, Sorted) :- top_sort(G, [], Sorted).
top_sort(G, Tail, Sorted) :-
    '$ug_in_degrees'(G, Degrees),
    '$ug_sources'(G, Degrees, Sources),
    '$ug_pairs_to_avl'(G, Adj),
    '$ug_kahn'(Sources, Adj, Degrees, Tail, Sorted, 0, Count),
    length(G, Count).
'$ug_in_degrees'(G, Degrees) :-
    '$ug_zero_degrees'(G, Zeros),
    '$ug_pairs_to_avl'(Zeros, D0),
    '$ug_edges'(G, Es),
    '$ug_count_in'(Es, D0, Degrees).
'$ug_zero_degrees'([], []).
'$ug_zero_degrees'([V-_|G], [V-0|Zs]) :- '$ug_zero_degrees'(G, Zs).
'$ug_pairs_to_avl'(Pairs, A) :- '$ug_put_all'(Pairs, t, A).
'$ug_put_all'([], A, A).
'$ug_put_all'([K-V|Ps], A0, A) :- '$assoc_put'(A0, K, V, A1, _), '$ug_put_all'(Ps, A1, A).
'$ug_count_in'([], D, D).
'$ug_count_in'([_-N|Es], D0, D) :-
    (   '$assoc_get'(D0, N, K0) -> K is K0+1, '$assoc_put'(D0, N, K, D1, _)
    ;   D1 = D0
    ),
    '$ug_count_in'(Es, D1, D).
'$ug_sources'([], _, []).
'$ug_sources'([V-_|G], D, Ss) :-
    (   '$assoc_get'(D, V, 0) -> Ss = [V|Ss1] ; Ss = Ss1 ),
    '$ug_sources'(G, D, Ss1).
'$ug_kahn'([], _, _, Tail, Tail, N, N).
'$ug_kahn'([V|Stack0], Adj, D0, Tail, [V|Sorted], N0, N) :-
    '$assoc_get'(Adj, V, Ns),
    '$ug_release'(Ns, D0, D, Stack0, Stack),
    N1 is N0+1,
    '$ug_kahn'(Stack, Adj, D, Tail, Sorted, N1, N).
'$ug_release'([], D, D, S, S).
'$ug_release'([N|Ns], D0, D, S0, S) :-
    (   '$assoc_get'(D0, N, K0)
    ->  K is K0-1,
        '$assoc_put'(D0, N, K, D1, _),
        ( K =:= 0 -> S1 = [N|S0] ; S1 = S0 )
    ;   D1 = D0, S1 = S0
    ),
    '$ug_release'(Ns, D1, D, S1, S).

% Warshall's algorithm: for each vertex V in turn, every vertex with an edge to V
% gains V's current neighbours.
transitive_closure(G, Closure) :- '$ug_warshall'(G, G, Closure).
'$ug_warshall'([], C, C).
'$ug_warshall'([V-_|Vs], C0, C) :-
    '$ug_neighbours'(C0, V, Through),
    '$ug_extend'(C0, V, Through, C1),
    '$ug_warshall'(Vs, C1, C).
'$ug_extend'([], _, _, []).
'$ug_extend'([X-Ns|G], V, Through, [X-Ns1|G1]) :-
    (   ord_memberchk(V, Ns) -> '$ord_union'(Ns, Through, Ns1) ; Ns1 = Ns ),
    '$ug_extend'(G, V, Through, G1).

reachable(V, G, Reached) :- '$ug_reach'([V], G, [V], Reached).
'$ug_reach'([], _, R, R).
'$ug_reach'([V|Todo], G, R0, R) :-
    (   '$ug_neighbours'(G, V, Ns) -> true ; Ns = [] ),
    '$ord_subtract'(Ns, R0, New),
    '$ord_union'(R0, New, R1),
    '$append'(Todo, New, Todo1),
    '$ug_reach'(Todo1, G, R1, R).

complement(G, C) :-
    vertices(G, Vs),
    '$ug_complement'(G, Vs, C).
'$ug_complement'([], _, []).
'$ug_complement'([V-Ns|G], Vs, [V-Others|C]) :-
    '$ord_union'(Ns, [V], Excluded),
    '$ord_subtract'(Vs, Excluded, Others),
    '$ug_complement'(G, Vs, C).
