% nat_neq_guard.pl -- a natural counted down under the guard `N =\= 0`.
%
%   cd(N) :- N =\= 0, !, N1 is N - 1, cd(N1).
%   cd(0).
%
% N = 0: clause 1's head unifies (1 step), its guard fails; clause 2: 1 step.
% N >= 1: 1 step, then cd(N - 1).  C(N) = N + 2.
%
%   cnt(N, K) :- 0 < N, !, N1 is N - 2, cnt(N1, K0), K is K0 + 1.
%   cnt(_, 0).
%
% counts down by 2, the constant on the left of the guard. N = 0: 2 steps (the
% guard fails, then clause 2); N = 1: 1 + C(-1) = 3 (it goes below 0, where the
% guard fails too); N >= 2: 1 + C(N - 2). So C(N) = floor((N + 1)/2) + 2, written
% with a sum (costlog has no floor/1): floor(X) = sum($(J), 1, X, 1).

:- check pred cd(N) : nnegint(N)
    + (cost(ub, steps, N + 2), cost(lb, steps, N + 2)).
:- check pred cnt(N, K) : (nnegint(N), var(K))
    + (cost(ub, steps, sum($(J), 1, (N + 1)/2, 1) + 2),
       cost(lb, steps, sum($(J), 1, (N + 1)/2, 1) + 2)).

cd(N) :- N =\= 0, !, N1 is N - 1, cd(N1).
cd(0).

cnt(N, K) :- 0 < N, !, N1 is N - 2, cnt(N1, K0), K is K0 + 1.
cnt(_, 0).
