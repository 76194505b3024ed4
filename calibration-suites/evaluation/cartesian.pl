% The cartesian product of two lists as a list of pairs, built through a
% difference list: length(A) * length(B) pairs, 5 heap cells each.
:- pred cart(A, B, P) : (list(A, int), list(B, int), var(P)).

cart(As, Bs, P) :- cart_dl(As, Bs, P, []).

cart_dl([], _, P, P).
cart_dl([A|As], Bs, P0, P) :-
    pairs(Bs, A, P0, P1),
    cart_dl(As, Bs, P1, P).

pairs([], _, P, P).
pairs([B|Bs], A, [A-B|P0], P) :- pairs(Bs, A, P0, P).
