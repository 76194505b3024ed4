% sols_split.pl -- the splits of a list by append (solutions as a resource).
%
%   split(L, A, B) :- app(A, B, L).
%   app([], L, L).
%   app([H|T], L, [H|R]) :- app(T, L, R).
%
% Mode (+L, -A, -B), n = length(L). app(-A, -B, +L): on [] clause 1 only, on a
% non-empty list clause 1 and clause 2, which splits the tail:
%   S(0) = 1, S(n) = 1 + S(n-1)  =>  n + 1 solutions, exactly;
%   all solutions: A(0) = 1, A(n) = 2 + A(n-1)  =>  2n + 1 steps.
% split adds its own step: 2n + 2 over all solutions, 2 up to the first.

:- check pred split(L, A, B) : (list(L, int), var(A), var(B))
    + (cost(ub, sols, length(L) + 1), cost(lb, sols, length(L) + 1),
       cost(ub, allsols, steps, 2*length(L) + 2),
       cost(ub, steps, 2), cost(lb, steps, 2)).

split(L, A, B) :- app(A, B, L).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
