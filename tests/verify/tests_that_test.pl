% Every `:- test` here is preceded by the verdict it must get: each kind of
% expectation a test can state, once holding and once broken.
:- module(_, _, [assertions]).

% expect: false
:- test rev(A, B) : (A = [a,b,c]) => (B = [a,b,c]).
% expect: checked
:- test rev(A, B) : (A = [a,b,c]) => (B = [c,b,a]).
% expect: checked
:- test rev(A, B) : (A = [a,b,c]) => (B = [c|_]).
% expect: false
:- test rev(A, B) : (A = [a,b,c]) => (B = [a|_]).
% expect: false
:- test rev(A, B) : (A = [a,b,c]) => (B = A).
% expect: checked
:- test rev(A, B) : (A = [1,2]) => (list(B, int), B = [X|_], X == 2).
% expect: false
:- test rev(A, B) : (A = [1,2]) => (list(B, atm)).
% expect: false
:- test rev(A, B) : (A = [1,2]) => (B == [1,2]).
% expect: false
:- test rev(A, B) : (A = foo) => (B = []).
% expect: checked
:- test rev(A, B) : (A = foo) + fails.
% expect: false
:- test rev(A, B) : (A = [a]) + fails.
% expect: checked
:- test rev(A, B) : (A = [a]) + (not_fails, is_det).
% expect: checked
:- test mem(X, L) : (L = [1,2,3]) + num_solutions(3).
% expect: false
:- test mem(X, L) : (L = [1,2,3]) + num_solutions(2).
% expect: false
:- test mem(X, L) : (L = [1,2,3]) + is_det.
% expect: checked
:- test mem(X, L) : (L = [1,2,3]) + non_det.
% expect: checked
:- test mem(X, L) : (L = [1,2,3]) + solutions([mem(1,[1,2,3]), mem(2,[1,2,3]), mem(3,[1,2,3])]).
% expect: false
:- test mem(X, L) : (L = [1,2,3]) + solutions([mem(1,[1,2,3]), mem(3,[1,2,3])]).
% expect: false
:- test mem(X, L) : (L = [1,2,3]) => (X < 3).
% expect: checked
:- test mem(X, L) : (L = [1,2,3]) => (X < 3) + try_sols(2).
% expect: checked
:- test mem(X, L) : (L = [1,2,3]) => small(X).
% expect: false
:- test mem(X, L) : (L = [1,20,3]) => small(X).
% expect: checked
:- test divide(X, Y, Z) : (X = 1, Y = 0) + exception(error(evaluation_error(zero_divisor), _)).
% expect: false
:- test divide(X, Y, Z) : (X = 1, Y = 0) => (Z = 0).
% expect: false
:- test divide(X, Y, Z) : (X = 4, Y = 2) + exception(error(evaluation_error(zero_divisor), _)).
% expect: checked
:- test divide(X, Y, Z) : (X = 4, Y = 2) => (Z =:= 2) + (det, times(3)).
% expect: checked
:- test divide(X, Y, Z) : (X = 1, Y = 0) + throws([error(type_error(_, _), _), error(evaluation_error(_), _)]).
% expect: false
:- test divide(X, Y, Z) : (X = 1, Y = 0) + throws([error(type_error(_, _), _)]).
% expect: false
:- test divide(X, Y, Z) : (X = 4, Y = 2) => (Z = Y) + fails.
% A run stopped by the step limit cannot be judged: the test stays undecided.
% expect: check
:- test loops(X) : (X = 1).

rev(L, R) :- rev(L, [], R).
rev([], A, A).
rev([X|Xs], A, R) :- rev(Xs, [X|A], R).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

small(X) :- X < 10.

divide(X, Y, Z) :- Z is X // Y.

loops(X) :- loops(X).
