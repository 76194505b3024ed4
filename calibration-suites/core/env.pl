% Environment creation: env/0 calls two predicates, so every call of it
% allocates an environment (a frame for its continuation).
% Per iteration: 4 steps (env_bench/1, env/0, e1/0, e2/0), nargs 1, viunif 1.

env_bench(0) :- !.
env_bench(K) :- env, K1 is K - 1, env_bench(K1).

env :- e1, e2.

e1.
e2.
