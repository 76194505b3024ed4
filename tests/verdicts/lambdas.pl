% Verdict cross-check program: library(yall) lambdas in include, exclude,
% maplist and foldl, which the engine compiles into auxiliary predicates at load
% time (no lambda term is built when the clause runs), with free variables,
% global variables and a nested lambda.
:- use_module(library(apply)).
:- use_module(library(yall)).

positives(L, P) :- include([X]>>(X > 0), L, P).

non_multiples(N, L, R) :- exclude({N}/[X]>>(0 =:= X mod (N + 1)), L, R).

pairs(L, P) :- maplist([X, Y]>>(Y = X-X), L, P).

tagged(N, L, P) :- maplist({N}/[X, X-N]>>true, L, P).

shifted(N, L, R) :- maplist({N}/[X, Y]>>(Y is X + N), L, R).

reversed(L, R) :- foldl([X, A0, [X|A0]]>>true, L, [], R).

weighted_sum(L, S) :- foldl([X, A0, A]>>(A is A0 + 2*X), L, 0, S).

row_sums(L, S) :- maplist([K, T]>>(numlist(1, K, Ks), foldl([X, A0, A]>>(A is A0 + X), Ks, 0, T)), L, S).
