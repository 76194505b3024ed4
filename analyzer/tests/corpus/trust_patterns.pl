% trust_patterns.pl -- two trusts of one predicate for different call patterns
% (issue 18, item 4): int(X) and atm(X) are both ground inputs, but each call
% uses the trust its argument meets.
%
%   kind(X, int) :- integer(X), !.
%   kind(_, K) :- other(K).
%   other(atom).
%
% kind(7, K): the first clause costs 1 and commits. kind(foo, K): the first
% clause's head costs 1 and integer/1 fails, the second clause costs 1 and
% other/1 one more: 3. The trusts state exactly that, so
%   on_int(K)  :- kind(7, K).      1 + 1 = 2
%   on_atom(K) :- kind(foo, K).    1 + 3 = 4
% With the trusts merged into one for ground inputs, on_atom got 2.

:- trust pred kind(X, K) : (int(X), var(K))
    + (cost(ub, steps, 1), cost(lb, steps, 1), det).
:- trust pred kind(X, K) : (atm(X), var(K))
    + (cost(ub, steps, 3), cost(lb, steps, 3), det).

:- check pred on_int(K) : var(K) + (cost(ub, steps, 2), cost(lb, steps, 2)).
:- check pred on_atom(K) : var(K) + (cost(ub, steps, 4), cost(lb, steps, 4)).

on_int(K) :- kind(7, K).
on_atom(K) :- kind(foo, K).

kind(X, int) :- integer(X), !.
kind(_, K) :- other(K).

other(atom).
