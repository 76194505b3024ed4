% thread.pl: the concurrent_* predicates of SWI-Prolog's library(thread), run on
% costlog's single thread: the answers are those of maplist/2..4 and forall/2 (SWI
% runs the goals on several threads; a program that only maps sees no difference).

concurrent_maplist(G, L) :- maplist(G, L).
concurrent_maplist(G, L1, L2) :- maplist(G, L1, L2).
concurrent_maplist(G, L1, L2, L3) :- maplist(G, L1, L2, L3).
concurrent_forall(C, A) :- forall(C, A).
concurrent_forall(C, A, _Options) :- forall(C, A).
