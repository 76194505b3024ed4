% Evaluate a polynomial by Horner's rule: evpol(Cs, X, V) with Cs the
% coefficients, highest degree last. One step per coefficient plus one.
:- pred evpol(Cs, X, V) : (list(Cs, int), nnegint(X), var(V)).

evpol([], _, 0).
evpol([C|Cs], X, V) :-
    evpol(Cs, X, V0),
    V is C + X * V0.
