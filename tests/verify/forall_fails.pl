% forall/2 fails when its action fails for a solution of its condition. The
% analysis took it as always succeeding, so `not_fails` of pos/1 was checked
% statically although pos([0]) fails, and so was the lower bound of two
% solutions of q/1, which q([0]) refutes (one solution).

:- pred pos(L) : list(L, int) + not_fails.          % FALSE: pos([0]) fails
pos(L) :- forall(member(X, L), X > 0).

:- pred q(L) : list(L, int) + cost(lb, sols, 2).    % FALSE: q([0]) has one
q(L) :- pos(L).
q(_).

% findall/3 does always succeed.
:- pred all(L) : list(L, int) + not_fails.          % holds
all(L) :- findall(X, member(X, L), _).
