% dot_product.pl -- dot product of two vectors (lists), with an accumulator.
%
%   dot(Xs, Ys, D) :- dot(Xs, Ys, 0, D).
%   dot([], _, D, D).
%   dot([_|_], [], D, D).
%   dot([X|Xs], [Y|Ys], D0, D) :- D1 is D0 + X*Y, dot(Xs, Ys, D1, D).
%
% A missing component counts as 0 (the shorter vector is padded), so the call
% never fails. a = length(A), b = length(B): clause 3 costs 1 per pair while both
% are non-empty (the heads of clauses 1 and 2 fail), then clause 1 or 2 costs 1:
% dot/4 costs min(a, b) + 1, and dot/3 one more:
%   S = min(a, b) + 2.

:- check pred dot(A, B, D) : (list(A, int), list(B, int), var(D))
    + (cost(ub, steps, min(length(A), length(B)) + 2),
       cost(lb, steps, min(length(A), length(B)) + 2)).

dot(Xs, Ys, D) :- dot(Xs, Ys, 0, D).

dot([], _, D, D).
dot([_|_], [], D, D).
dot([X|Xs], [Y|Ys], D0, D) :- D1 is D0 + X*Y, dot(Xs, Ys, D1, D).
