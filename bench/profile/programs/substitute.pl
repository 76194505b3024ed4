% substitute.pl -- builds the formula A = a+b*c+c*d-e, squares it
% repeatedly (F1 = A*A, F2 = F1*F1, ...) 15 times, giving a term of
% 2^15 copies of A (393215 nodes), then replaces every atom by its
% value from [a=2,b=3,c=4,d=5,e=6] with a recursive traversal that
% builds a new, unshared term.

main :-
    once(substitute_bench).

substitute_bench :-
    base(A),
    grow(15, A, F),
    subst(F, [a=2, b=3, c=4, d=5, e=6], G),
    size(G, 0, N),
    N =:= 393215.

base(a + b * c + c * d - e).

grow(0, F, F) :- !.
grow(N, F0, F) :-
    N1 is N - 1,
    grow(N1, F0 * F0, F).

% subst(+Formula, +Bindings, -NewFormula)
subst(X, Env, V) :-
    atom(X), !,
    lookup(X, Env, V).
subst(X, _, X) :-
    number(X), !.
subst(X + Y, Env, X1 + Y1) :- !,
    subst(X, Env, X1),
    subst(Y, Env, Y1).
subst(X - Y, Env, X1 - Y1) :- !,
    subst(X, Env, X1),
    subst(Y, Env, Y1).
subst(X * Y, Env, X1 * Y1) :-
    subst(X, Env, X1),
    subst(Y, Env, Y1).

lookup(K, [K1 = V1|Env], V) :-
    (   K == K1 -> V = V1 ; lookup(K, Env, V) ).

% size(+Term, +N0, -N): counts the nodes of Term.
size(X, N0, N) :-
    atomic(X), !,
    N is N0 + 1.
size(T, N0, N) :-
    arg(1, T, X),
    arg(2, T, Y),
    N1 is N0 + 1,
    size(X, N1, N2),
    size(Y, N2, N).
