% deriv: symbolic differentiation followed by algebraic simplification of a
% handful of expressions in x, repeated.

bench :-
    deriv_repeat(3000).

deriv_repeat(0) :- !.
deriv_repeat(N) :-
    deriv_all,
    N1 is N - 1,
    deriv_repeat(N1).

deriv_all :-
    deriv_expr(E1), deriv_expr2(E2), deriv_expr3(E3), deriv_expr4(E4),
    deriv_expr5(E5),
    deriv_one(E1), deriv_one(E2), deriv_one(E3), deriv_one(E4),
    deriv_one(E5).

deriv_one(E) :-
    d(E, x, D0),
    simp(D0, D),
    nonvar(D).

% ((x+1)*((x^2+2)*(x^3+3)))
deriv_expr((x+1)*((x^2+2)*(x^3+3))).
% x/x/x/x/x/x/x/x/x/x
deriv_expr2(x/x/x/x/x/x/x/x/x/x).
% log(log(log(log(log(log(log(log(log(log(x))))))))))
deriv_expr3(log(log(log(log(log(log(log(log(log(log(x))))))))))).
% x*x*x*x*x*x*x*x*x*x
deriv_expr4(x*x*x*x*x*x*x*x*x*x).
% a polynomial-exponential mix
deriv_expr5(exp(3*x^2 - 2*x) * (x^4 - 5*x^3 + x) / (x^2 + 1) - sin(x) * cos(2*x)).

% d(+Expr, +Var, -Derivative)
d(U+V, X, DU+DV) :- !, d(U, X, DU), d(V, X, DV).
d(U-V, X, DU-DV) :- !, d(U, X, DU), d(V, X, DV).
d(U*V, X, DU*V+U*DV) :- !, d(U, X, DU), d(V, X, DV).
d(U/V, X, (DU*V-U*DV)/(V^2)) :- !, d(U, X, DU), d(V, X, DV).
d(U^N, X, N*U^N1*DU) :- integer(N), !, N1 is N - 1, d(U, X, DU).
d(-U, X, -DU) :- !, d(U, X, DU).
d(exp(U), X, exp(U)*DU) :- !, d(U, X, DU).
d(log(U), X, DU/U) :- !, d(U, X, DU).
d(sin(U), X, cos(U)*DU) :- !, d(U, X, DU).
d(cos(U), X, -(sin(U))*DU) :- !, d(U, X, DU).
d(X, X, 1) :- !.
d(_, _, 0).

% simp(+Expr, -Simplified): bottom-up simplification with constant folding.
simp(E, E) :- atomic(E), !.
simp(E, S) :-
    E =.. [Op|Args],
    simp_args(Args, SArgs),
    E1 =.. [Op|SArgs],
    simp_node(E1, S).

simp_args([], []).
simp_args([A|As], [S|Ss]) :- simp(A, S), simp_args(As, Ss).

simp_node(A+B, S) :- number(A), number(B), !, S is A + B.
simp_node(0+B, B) :- !.
simp_node(A+0, A) :- !.
simp_node(A-B, S) :- number(A), number(B), !, S is A - B.
simp_node(A-0, A) :- !.
simp_node(A-A, 0) :- !.
simp_node(A*B, S) :- number(A), number(B), !, S is A * B.
simp_node(0*_, 0) :- !.
simp_node(_*0, 0) :- !.
simp_node(1*B, B) :- !.
simp_node(A*1, A) :- !.
simp_node(A/1, A) :- !.
simp_node(0/_, 0) :- !.
simp_node(_^0, 1) :- !.
simp_node(A^1, A) :- !.
simp_node(-(0), 0) :- !.
simp_node(-(-(A)), A) :- !.
simp_node(E, E).
