% queens.pl -- N-queens: check that a placement is safe. Qs lists, column by
% column, the row of each queen; no two queens may share a row or a diagonal.
%
%   safe([]).
%   safe([Q|Qs]) :- noattack(Qs, Q, 1), safe(Qs).
%   noattack([], _, _).
%   noattack([Q1|Qs], Q, D) :- Q =\= Q1, Q =\= Q1 + D, Q =\= Q1 - D,
%                              D1 is D + 1, noattack(Qs, Q, D1).
%
% n = length(Qs). noattack over k later queens costs k + 1 if no queen attacks
% (one clause per queen, then []); an attack at the j-th costs j steps (clause 2's
% head unifies, a test fails) and the whole check fails.
% Safe placement: S = (n + 1) + sum_{k=0..n-1} (k + 1) = (n + 1)(n + 2)/2.
% Least: n >= 2 with the first two queens attacking each other: safe (1) +
% noattack (1), then failure: 2 steps. n = 0: 1 step; n = 1: 3 steps.
%   ub = (n + 1)(n + 2)/2,   lb = min(n + 1, 2).

:- check pred safe(Qs) : list(Qs, int)
    + (cost(ub, steps, (length(Qs) + 1)*(length(Qs) + 2)/2),
       cost(lb, steps, min(length(Qs) + 1, 2))).

safe([]).
safe([Q|Qs]) :- noattack(Qs, Q, 1), safe(Qs).

noattack([], _, _).
noattack([Q1|Qs], Q, D) :-
    Q =\= Q1,
    Q =\= Q1 + D,
    Q =\= Q1 - D,
    D1 is D + 1,
    noattack(Qs, Q, D1).
