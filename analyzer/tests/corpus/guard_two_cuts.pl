% guard_two_cuts.pl -- two arithmetic guards with cuts, then an else clause:
% the sign of every element of a list of integers.
%
%   sgn([], []).
%   sgn([X|Xs], [p|S]) :- X > 0, !, sgn(Xs, S).
%   sgn([X|Xs], [z|S]) :- X =:= 0, !, sgn(Xs, S).
%   sgn([_|Xs], [n|S]) :- sgn(Xs, S).
%
% n = length(L). Per element: positive: 1 step (clause 2); zero: 2 (clause 2's
% head unifies, its test fails; clause 3); negative: 3. [] costs 1:
%   ub = 3n + 1   (every element negative)
%   lb = n + 1    (every element positive)
% The call never fails: the last clause takes whatever the guards leave.

:- check pred sgn(L, S) : (list(L, int), var(S))
    + (cost(ub, steps, 3*length(L) + 1), cost(lb, steps, length(L) + 1)).

sgn([], []).
sgn([X|Xs], [p|S]) :- X > 0, !, sgn(Xs, S).
sgn([X|Xs], [z|S]) :- X =:= 0, !, sgn(Xs, S).
sgn([_|Xs], [n|S]) :- sgn(Xs, S).
