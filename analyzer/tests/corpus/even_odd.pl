% even_odd.pl -- mutual recursion: even/1 and odd/1 on natural numbers.
%
%   even(0).
%   even(N) :- N > 0, N1 is N - 1, odd(N1).
%   odd(N) :- N > 0, N1 is N - 1, even(N1).
%
% even(0): clause 1 unifies, 1 step (the first solution; clause 2 is left as a
% choice point and would only be tried on backtracking).
% even(N), N > 0: clause 1's head fails (0 steps), clause 2: 1 step + odd(N-1).
% odd(N), N > 0: 1 step + even(N-1); odd(0): the head unifies (1 step), N > 0 fails.
% Whether the call succeeds (even N for even/1) or fails (odd N for even/1), the
% chain goes down to 0 through N + 1 calls, each costing exactly 1 step:
%   E(N) = O(N) = N + 1.

:- check pred even(N) : nnegint(N)
    + (cost(ub, steps, N + 1), cost(lb, steps, N + 1)).
:- check pred odd(N) : nnegint(N)
    + (cost(ub, steps, N + 1), cost(lb, steps, N + 1)).

even(0).
even(N) :- N > 0, N1 is N - 1, odd(N1).

odd(N) :- N > 0, N1 is N - 1, even(N1).
