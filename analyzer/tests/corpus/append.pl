% append.pl -- list concatenation, app/3 (the library append/3 would cost 0 steps,
% so the program defines its own).
%
%   app([], L, L).
%   app([H|T], L, [H|R]) :- app(T, L, R).
%
% Mode (+A, +B, -C), n = length(A). First-argument indexing picks one clause per
% call; a head that does not unify costs nothing:
%   S(0) = 1               (clause 1)
%   S(n) = 1 + S(n-1)      (clause 2)
% so S(n) = n + 1, whatever B and the element values are.
%
% Mode (-A, -B, +C): split C in all possible ways, m = length(C). With C = [E|R]
% both heads unify, with C = [] only the first:
%   T(0) = 1,  T(m) = 1 + 1 + T(m-1)   =>   T(m) = 2m + 1 over all m + 1 solutions.
% The first solution (A = []) costs exactly 1 step.

:- check pred app(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, steps, length(A) + 1), cost(lb, steps, length(A) + 1)).
:- check pred app(A, B, C) : (var(A), var(B), list(C, int))
    + (cost(ub, allsols, steps, 2*length(C) + 1), cost(lb, allsols, steps, 2*length(C) + 1),
       cost(ub, steps, 1), cost(lb, steps, 1)).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
