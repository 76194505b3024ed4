% if_then_else.pl -- if-then-else whose condition is a user predicate.
%
%   split_eo([], [], []).
%   split_eo([X|Xs], Es, Os) :-
%       ( is_even(X) -> Es = [X|Es1], Os = Os1 ; Es = Es1, Os = [X|Os1] ),
%       split_eo(Xs, Es1, Os1).
%   is_even(X) :- X mod 2 =:= 0.
%
% The condition's steps count: is_even's head always unifies (1 step), whether
% its body then succeeds or fails. n = length(L):
%   S(n) = (n + 1) + n = 2n + 1, whatever the values.
%
% A then-branch that calls a user predicate, an else-branch that does not:
%   halve_evens([], []).
%   halve_evens([X|Xs], [Y|Ys]) :-
%       ( X mod 2 =:= 0 -> half(X, Y) ; Y = X ), halve_evens(Xs, Ys).
%   half(X, Y) :- Y is X // 2.
% n + 1 steps for halve_evens, plus 1 per even element:
%   ub = 2n + 1 (all even),   lb = n + 1 (all odd).

:- check pred split_eo(L, E, O) : (list(L, int), var(E), var(O))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, 2*length(L) + 1)).
:- check pred halve_evens(L, H) : (list(L, int), var(H))
    + (cost(ub, steps, 2*length(L) + 1), cost(lb, steps, length(L) + 1)).

split_eo([], [], []).
split_eo([X|Xs], Es, Os) :-
    (   is_even(X)
    ->  Es = [X|Es1], Os = Os1
    ;   Es = Es1, Os = [X|Os1]
    ),
    split_eo(Xs, Es1, Os1).

is_even(X) :- X mod 2 =:= 0.

halve_evens([], []).
halve_evens([X|Xs], [Y|Ys]) :-
    (   X mod 2 =:= 0
    ->  half(X, Y)
    ;   Y = X
    ),
    halve_evens(Xs, Ys).

half(X, Y) :- Y is X // 2.
