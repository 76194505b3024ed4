% Building data that becomes garbage at once, and data that stays live.
% bl_bench: R lists of N cells, each dropped when the next is built (the
% collector finds little live data). keep_bench: R lists of N cells, all kept
% in an accumulator (every collection marks and moves all of them).
% Per element of mklist/2: 1 step, a list cell built in an output argument
% (gounif 1, heap 2 cells), one inline arithmetic operation.

bl_bench(0, _) :- !.
bl_bench(K, N) :- mklist(N, _), K1 is K - 1, bl_bench(K1, N).

keep_bench(K, N) :- keep(K, N, [], _).

keep(0, _, Acc, Acc) :- !.
keep(K, N, Acc, Out) :- mklist(N, L), K1 is K - 1, keep(K1, N, [L|Acc], Out).

mklist(0, []) :- !.
mklist(N, [N|T]) :- N1 is N - 1, mklist(N1, T).
