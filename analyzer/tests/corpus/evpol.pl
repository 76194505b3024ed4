% evpol.pl -- polynomial evaluation. A polynomial is the list of its
% coefficients, lowest degree first: [C0, C1, ..., Cn-1] stands for
% C0 + C1*X + ... + Cn-1*X^(n-1).
%
% Horner's rule:
%   horner([], _, 0).
%   horner([C|Cs], X, V) :- horner(Cs, X, V0), V is C + X*V0.
% n = length(P): H(0) = 1, H(n) = 1 + H(n-1)  =>  H(n) = n + 1.
%
% Naive evaluation, each power computed from scratch:
%   evpol(P, X, V) :- ev(P, X, 0, V).
%   ev([], _, _, 0).
%   ev([C|Cs], X, K, V) :- pw(X, K, XK), K1 is K + 1, ev(Cs, X, K1, V0),
%                          V is C*XK + V0.
%   pw(_, 0, 1) :- !.
%   pw(X, K, P) :- K1 is K - 1, pw(X, K1, P1), P is X*P1.
% pw(X, K) costs K + 1. The coefficient of degree k costs 1 (ev) + (k + 1) (pw):
%   E(n) = 1 (evpol) + 1 (ev of []) + sum_{k=0..n-1} (k + 2)
%        = n(n-1)/2 + 2n + 2 = (n^2 + 3n + 4)/2.

:- check pred horner(P, X, V) : (list(P, int), int(X), var(V))
    + (cost(ub, steps, length(P) + 1), cost(lb, steps, length(P) + 1)).
:- check pred evpol(P, X, V) : (list(P, int), int(X), var(V))
    + (cost(ub, steps, (length(P)**2 + 3*length(P) + 4)/2),
       cost(lb, steps, (length(P)**2 + 3*length(P) + 4)/2)).
:- check pred pw(X, K, P) : (int(X), nnegint(K), var(P))
    + (cost(ub, steps, K + 1), cost(lb, steps, K + 1)).

horner([], _, 0).
horner([C|Cs], X, V) :- horner(Cs, X, V0), V is C + X*V0.

evpol(P, X, V) :- ev(P, X, 0, V).

ev([], _, _, 0).
ev([C|Cs], X, K, V) :-
    pw(X, K, XK),
    K1 is K + 1,
    ev(Cs, X, K1, V0),
    V is C*XK + V0.

pw(_, 0, 1) :- !.
pw(X, K, P) :- K1 is K - 1, pw(X, K1, P1), P is X*P1.
