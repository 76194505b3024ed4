% poly_10: raise the polynomial 1+x+y+z to the 10th power.
% A polynomial is a list of monomials m(Exps, Coeff) with Exps = [Ex,Ey,Ez],
% kept in strictly increasing standard order of Exps and with no zero
% coefficients.  P^10 is computed as ((P^2)^2 * P)^2.  (1+x+y+z)^10 has 286
% monomials and its coefficients sum to 4^10 = 1048576.

bench :-
    poly_repeat(80).

poly_repeat(0) :- !.
poly_repeat(N) :-
    poly_base(P),
    poly_pow10(P, R),
    poly_check(R),
    N1 is N - 1,
    poly_repeat(N1).

poly_base([m([0,0,0],1), m([0,0,1],1), m([0,1,0],1), m([1,0,0],1)]).

poly_pow10(P, R) :-
    poly_mul(P, P, P2),
    poly_mul(P2, P2, P4),
    poly_mul(P4, P, P5),
    poly_mul(P5, P5, R).

poly_check(R) :-
    poly_stats(R, 0, Terms, 0, Sum),
    Terms =:= 286,
    Sum =:= 1048576.

poly_stats([], T, T, S, S).
poly_stats([m(_, C)|Ms], T0, T, S0, S) :-
    T1 is T0 + 1,
    S1 is S0 + C,
    poly_stats(Ms, T1, T, S1, S).

% poly_mul(+P, +Q, -R): for each monomial of Q, scale P by it and add.
poly_mul(_, [], []).
poly_mul(P, [M|Ms], R) :-
    poly_mul(P, Ms, R0),
    poly_scale(P, M, PM),
    poly_add(PM, R0, R).

% Multiplying every monomial by the same monomial preserves the order.
poly_scale([], _, []).
poly_scale([m([A,B,C], K)|Ms], m([X,Y,Z], L) , [m([A1,B1,C1], KL)|Rs]) :-
    A1 is A + X, B1 is B + Y, C1 is C + Z,
    KL is K * L,
    poly_scale(Ms, m([X,Y,Z], L), Rs).

poly_add([], Q, Q) :- !.
poly_add(P, [], P) :- !.
poly_add([m(E1,C1)|P], [m(E2,C2)|Q], R) :-
    compare(Ord, E1, E2),
    poly_add_(Ord, E1, C1, P, E2, C2, Q, R).

poly_add_(<, E1, C1, P, E2, C2, Q, [m(E1,C1)|R]) :-
    poly_add(P, [m(E2,C2)|Q], R).
poly_add_(>, E1, C1, P, E2, C2, Q, [m(E2,C2)|R]) :-
    poly_add([m(E1,C1)|P], Q, R).
poly_add_(=, E, C1, P, _, C2, Q, R) :-
    C is C1 + C2,
    (   C =:= 0
    ->  poly_add(P, Q, R)
    ;   R = [m(E,C)|R1],
        poly_add(P, Q, R1)
    ).
