% Recursion that computes after the recursive call: the length of a list
% without an accumulator. Each element keeps an environment across the
% recursive call, and the result comes back through an argument bound by a
% called is/2. Per element: 1 step, nargs 2, giunif 1 ([_|_]), viunif 2
% (_ and T), vounif 1 (N), builtins 1; at the end: 1 step, nargs 2, giunif 1
% ([]), gounif 1 (0).

len_bench(0, _) :- !.
len_bench(K, L) :- len(L, _), K1 is K - 1, len_bench(K1, L).

len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.
