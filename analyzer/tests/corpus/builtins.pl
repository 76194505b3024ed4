% builtins.pl -- term inspection with functor/3, arg/3 and =../2: count the
% subterms of a ground term (its size).
%
%   tsize(T, 1) :- atomic(T), !.
%   tsize(T, S) :- functor(T, _, N), targs(N, T, 0, S0), S is S0 + 1.
%   targs(0, _, S, S) :- !.
%   targs(I, T, S0, S) :- arg(I, T, A), tsize(A, SA), S1 is S0 + SA, I1 is I - 1,
%                         targs(I1, T, S1, S).
%
% Builtins (atomic/1, functor/3, arg/3, is/2, =../2, !) cost nothing. An atomic
% subterm costs 1 step (clause 1). A compound subterm of arity a costs 1 (clause
% 1's head unifies, atomic/1 fails) + 1 (clause 2) + a + 1 (targs from a down to
% 0) = a + 3, besides its arguments. With s = size(T) subterms of which c are
% compound, the arities add up to s - 1 (every subterm but the root is an
% argument of one compound), so
%   S = (s - c) + sum (a + 3) = (s - c) + (s - 1) + 3c = 2s - 1 + 2c.
% c depends on the shape: 1 <= c <= s - 1 for s >= 2 (every compound has at least
% one argument), c = 0 for s = 1:
%   ub = 2s - 1 + 2(s - 1) = 4s - 3           (a chain f(f(...f(a))))
%   lb = 2s - 1 + 2*min(s - 1, 1)             (one flat compound f(a, b, ...))
%
% The same with =../2:
%   usize(T, 1) :- atomic(T), !.
%   usize(T, S) :- T =.. [_|As], uargs(As, 0, S0), S is S0 + 1.
%   uargs([], S, S).
%   uargs([A|As], S0, S) :- usize(A, SA), S1 is S0 + SA, uargs(As, S1, S).
% A compound of arity a again costs 1 + 1 + (a + 1): the same bounds.

:- check pred tsize(T, S) : (gnd(T), var(S))
    + (cost(ub, steps, 4*size(T) - 3), cost(lb, steps, 2*size(T) - 1 + 2*min(size(T) - 1, 1))).
:- check pred usize(T, S) : (gnd(T), var(S))
    + (cost(ub, steps, 4*size(T) - 3), cost(lb, steps, 2*size(T) - 1 + 2*min(size(T) - 1, 1))).

tsize(T, 1) :- atomic(T), !.
tsize(T, S) :- functor(T, _, N), targs(N, T, 0, S0), S is S0 + 1.

targs(0, _, S, S) :- !.
targs(I, T, S0, S) :-
    arg(I, T, A),
    tsize(A, SA),
    S1 is S0 + SA,
    I1 is I - 1,
    targs(I1, T, S1, S).

usize(T, 1) :- atomic(T), !.
usize(T, S) :- T =.. [_|As], uargs(As, 0, S0), S is S0 + 1.

uargs([], S, S).
uargs([A|As], S0, S) :- usize(A, SA), S1 is S0 + SA, uargs(As, S1, S).
