% Numbers computed by the program bound the loops that count them down (issue 18).
% sumsq/3 sums the squares of 1..N in an accumulator, sq/2 squares N by is/2;
% countdown(K) takes K + 1 steps. So main_sumsq(N) takes
% N + 3 + N(N+1)(2N+1)/6 steps and main_square(N) N*N + 3: the lower bounds
% and the first upper bounds hold; the linear upper bounds (the size of N instead
% of the computed value's) are false.

:- pred main_sumsq(N) : nnegint(N)
    + (cost(lb, steps, N*N), cost(ub, steps, N*N*N + 10*N + 10), cost(ub, steps, N + 3)).
:- pred main_square(N) : nnegint(N)
    + (cost(lb, steps, N*N), cost(ub, steps, N*N + 3), cost(ub, steps, N + 3)).

main_sumsq(N) :- sumsq(N, 0, S), countdown(S).

sumsq(0, S, S) :- !.
sumsq(N, S0, S) :- N > 0, S1 is S0 + N*N, N1 is N - 1, sumsq(N1, S1, S).

main_square(N) :- sq(N, M), countdown(M).

sq(N, M) :- M is N*N.

countdown(0) :- !.
countdown(K) :- K > 0, K1 is K - 1, countdown(K1).
