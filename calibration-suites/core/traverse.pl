% List traversal with and without last-call optimisation.
% trav_lco/1 calls itself as its last goal: no environment per element.
% trav_nlco/1 has a goal (`nop`, a fact) after the recursive call: one
% environment per element, released on the way back. (Not `true`: the compiler
% drops it, and the call would be a last call again.)
% Per element: 1 step, nargs 1, giunif 1 ([_|_]), viunif 2 (_ and T); trav_nlco
% adds 1 step for nop/0. At the end of the list: 1 step, nargs 1, giunif 1 ([]).

trav_lco_bench(0, _) :- !.
trav_lco_bench(K, L) :- trav_lco(L), K1 is K - 1, trav_lco_bench(K1, L).

trav_lco([]).
trav_lco([_|T]) :- trav_lco(T).

trav_nlco_bench(0, _) :- !.
trav_nlco_bench(K, L) :- trav_nlco(L), K1 is K - 1, trav_nlco_bench(K1, L).

trav_nlco([]).
trav_nlco([_|T]) :- trav_nlco(T), nop.

nop.
