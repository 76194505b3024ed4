% sols_pairs.pl -- pairs of numbers by between/3 (solutions as a resource).
%
%   grid(N, P) :- between(1, N, X), between(1, N, Y), pt(X, Y, P).
%   pt(X, Y, p(X, Y)).
%   upto(N, P) :- between(0, N, X), between(0, N, Y), pt(X, Y, P).
%   ordered(N, P) :- between(1, N, X), between(1, N, Y), X < Y, pt(X, Y, P).
%
% Mode (+N, -P), N a natural. between/3 is a builtin (0 steps); pt/3 costs one
% step and has one solution.
% grid: between(1, N, X) has N solutions, for each between(1, N, Y) N more, and
% pt/3 runs once per pair: sols = N*N exactly; all solutions cost 1 (grid) +
% N*N (pt) steps. The first solution costs 2 steps (1 when N = 0: no pair).
% upto: the same from 0: sols = (N+1)^2, all solutions 1 + (N+1)^2 steps.
% ordered: the pairs X < Y, N*(N-1)/2 of them; pt/3 runs for each, so all
% solutions cost 1 + N*(N-1)/2 steps. (The analysis counts the test as at most
% one solution per pair: its bounds are N*N solutions and 1 + N*N steps, so the
% exact ones below are left to run-time checking.)

:- check pred grid(N, P) : (nnegint(N), var(P))
    + (cost(ub, sols, N*N), cost(lb, sols, N*N),
       cost(ub, allsols, steps, N*N + 1),
       cost(ub, steps, 2), cost(lb, steps, 1)).
:- check pred upto(N, P) : (nnegint(N), var(P))
    + (cost(ub, sols, (N+1)*(N+1)), cost(lb, sols, (N+1)*(N+1)),
       cost(ub, allsols, steps, (N+1)*(N+1) + 1)).
:- check pred ordered(N, P) : (nnegint(N), var(P))
    + (cost(ub, sols, N*(N-1)/2), cost(lb, sols, N*(N-1)/2),
       cost(ub, allsols, steps, N*(N-1)/2 + 1)).

grid(N, P) :- between(1, N, X), between(1, N, Y), pt(X, Y, P).
upto(N, P) :- between(0, N, X), between(0, N, Y), pt(X, Y, P).
ordered(N, P) :- between(1, N, X), between(1, N, Y), X < Y, pt(X, Y, P).

pt(X, Y, p(X, Y)).
