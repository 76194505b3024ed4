% nrev.pl -- naive reverse, the classic cost-analysis benchmark.
%
%   nrev([], []).
%   nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
%
% app(A, B, C) costs length(A) + 1 steps (see append.pl).
% Let n = length(L). nrev of a list of length n calls app on the reversed tail,
% of length n - 1:
%   N(0) = 1
%   N(n) = 1 + N(n-1) + ((n-1) + 1) = N(n-1) + n + 1
% so N(n) = 1 + sum_{i=1..n} (i + 1) = n(n+1)/2 + n + 1 = 0.5*n^2 + 1.5*n + 1.

:- check pred nrev(A, B) : (list(A, int), var(B))
    + (cost(ub, steps, 0.5*length(A)**2 + 1.5*length(A) + 1),
       cost(lb, steps, 0.5*length(A)**2 + 1.5*length(A) + 1)).
:- check pred app(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, length(A) + 1), cost(lb, steps, length(A) + 1)).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
