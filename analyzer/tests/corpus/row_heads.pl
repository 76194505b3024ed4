% row_heads.pl -- the first element of every row of a list of lists (the
% matrix program's firsts/3 without its other outputs).
%
%   row_heads([], []).
%   row_heads([[X|_]|Rs], [X|Hs]) :- row_heads(Rs, Hs).
%
% On n rows, all non-empty: n + 1 steps. A row that is empty stops the walk:
% the head [X|_] does not match [], no clause applies and the call fails after
% the steps of the rows before it (0 when the first row is empty). The rows'
% type (list(M, list)) does not say they are non-empty: the head [X|_] on a row
% is a test, and the call may fail (so may the matrix program's firsts/3).
%   ub = n + 1 (every row non-empty), lb = 0 (n >= 1, first row empty; for
%   n = 0 it is 1).

:- check pred row_heads(M, Hs) : (list(M, list), var(Hs))
    + (cost(ub, steps, length(M) + 1), cost(lb, steps, 0)).

row_heads([], []).
row_heads([[X|_]|Rs], [X|Hs]) :- row_heads(Rs, Hs).
