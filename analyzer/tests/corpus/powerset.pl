% powerset.pl -- the list of all subsets of a list (deterministic).
%
%   powerset([], [[]]).
%   powerset([X|T], P) :- powerset(T, P0), addall(P0, X, P1), app(P0, P1, P).
%   addall([], _, []).
%   addall([S|Ss], X, [[X|S]|Ts]) :- addall(Ss, X, Ts).
%   app/3 as in append.pl (length of its first argument + 1).
%
% The power set of a list of length k has 2^k elements. For n = length(L) >= 1,
% powerset(T) returns 2^(n-1) subsets; addall and app each cost 2^(n-1) + 1:
%   PS(0) = 1
%   PS(n) = 1 + PS(n-1) + 2*(2^(n-1) + 1) = PS(n-1) + 2^n + 3
% so PS(n) = 1 + sum_{k=1..n} (2^k + 3) = 2^(n+1) + 3n - 1.

:- check pred powerset(L, P) : (list(L, int), var(P))
    + (cost(ub, steps, 2**(length(L)+1) + 3*length(L) - 1),
       cost(lb, steps, 2**(length(L)+1) + 3*length(L) - 1)).

powerset([], [[]]).
powerset([X|T], P) :- powerset(T, P0), addall(P0, X, P1), app(P0, P1, P).

addall([], _, []).
addall([S|Ss], X, [[X|S]|Ts]) :- addall(Ss, X, Ts).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
