% expr_eval.pl -- an evaluator of arithmetic expressions of a user regular
% type, and the same evaluator called on any ground term (measured by its
% size, the number of its subterms, as untyped data is).
%
%   ex_val(num(N), N).
%   ex_val(neg(A), V) :- ex_val(A, VA), V is -VA.
%   ex_val(add(A, B), V) :- ex_val(A, VA), ex_val(B, VB), V is VA + VB.
%   ex_val(mul(A, B), V) :- ex_val(A, VA), ex_val(B, VB), V is VA * VB.
%
% Every constructor node costs exactly one step (the heads are disjoint). With
% l leaves num(N), b binary and u unary nodes (l = b + 1): steps = l + b + u and
% size(E) = 2l + b + u (a leaf num(N) has two subterms), so
%   steps = size(E) - l = size(E) - b - 1.
% Worst case b = 0 (a chain of neg/1 over one leaf): steps = size(E) - 1.
% Best case u = 0 (binary nodes only, size(E) = 3b + 2): b = (size(E) - 2)/3,
%   steps = (2*size(E) - 1)/3.
%
% The leaves listed by a difference list cost the same, one step per node:
%
%   ex_leaves(num(N), [N|T], T).
%   ex_leaves(neg(A), L, T) :- ex_leaves(A, L, T).
%   ex_leaves(add(A, B), L, T) :- ex_leaves(A, L, M), ex_leaves(B, M, T).
%   ex_leaves(mul(A, B), L, T) :- ex_leaves(A, L, M), ex_leaves(B, M, T).
%
% Called on any ground term (gnd(E), untyped data measured by its size), ex_leaves/3
% stops at the first subterm that is no expression: it visits each constructor
% node of E at most once (every call is deterministic: the heads are
% disjoint), and a compound term has at most size(E) - 1 compound subterms (one
% subterm at least is atomic), an atomic one none. So ub = size(E) - 1 still
% holds (0 on atoms); lb = 0 (ex_leaves(foo, L, T) fails at once).

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype ex_expr/1.
ex_expr(num(N)) :- digit(N).
ex_expr(neg(A)) :- ex_expr(A).
ex_expr(add(A, B)) :- ex_expr(A), ex_expr(B).
ex_expr(mul(A, B)) :- ex_expr(A), ex_expr(B).

:- check pred ex_val(E, V) : (ex_expr(E), var(V))
    + (cost(ub, steps, size(E) - 1), cost(lb, steps, (2*size(E) - 1)/3)).
:- check pred ex_leaves(E, L, T) : (ex_expr(E), var(L), var(T))
    + (cost(ub, steps, size(E) - 1), cost(lb, steps, (2*size(E) - 1)/3)).
:- check pred ex_leaves(E, L, T) : (gnd(E), var(L), var(T))
    + (cost(ub, steps, size(E) - 1), cost(lb, steps, 0)).

ex_val(num(N), N).
ex_val(neg(A), V) :- ex_val(A, VA), V is -VA.
ex_val(add(A, B), V) :- ex_val(A, VA), ex_val(B, VB), V is VA + VB.
ex_val(mul(A, B), V) :- ex_val(A, VA), ex_val(B, VB), V is VA * VB.

ex_leaves(num(N), [N|T], T).
ex_leaves(neg(A), L, T) :- ex_leaves(A, L, T).
ex_leaves(add(A, B), L, T) :- ex_leaves(A, L, M), ex_leaves(B, M, T).
ex_leaves(mul(A, B), L, T) :- ex_leaves(A, L, M), ex_leaves(B, M, T).
