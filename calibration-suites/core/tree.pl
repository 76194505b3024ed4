% Double recursion on an integer with the base case selected by a cut: every
% leaf call matches both clauses (a choice point, then the cut), every inner
% call keeps an environment across its first recursive call. 2^(N+1) - 1 calls
% for N: each a step with nargs 1; the leaves giunif 1 (0), the inner calls
% viunif 1 and builtins 1 (N1 is N - 1).

tree(0) :- !.
tree(N) :- N1 is N - 1, tree(N1), tree(N1).
