% Verdict cross-check program: a module of list utilities written with
% library(apply), yall lambdas, cuts and if-then-else (used by uses_module.pl).
:- module(list_utils, [sum_squares/2, evens/2, count_pos/2, max_of/2, take/3,
                       running_max/2]).
:- use_module(library(apply)).
:- use_module(library(yall)).

sum_squares(L, S) :- foldl([X, A0, A]>>(A is A0 + X*X), L, 0, S).

evens(L, E) :- include([X]>>(0 is X mod 2), L, E).

count_pos([], 0).
count_pos([X|Xs], N) :-
    count_pos(Xs, N0),
    (   X > 0 -> N is N0 + 1 ; N = N0 ).

max_of([X], X) :- !.
max_of([X|Xs], M) :- max_of(Xs, M0), M is max(X, M0).

take(0, _, []) :- !.
take(_, [], []) :- !.
take(N, [X|Xs], [X|Ys]) :- N1 is N - 1, take(N1, Xs, Ys).

running_max([], []).
running_max([X|Xs], [X|Ms]) :- running_max_(Xs, X, Ms).

running_max_([], _, []).
running_max_([X|Xs], M0, [M|Ms]) :- M is max(X, M0), running_max_(Xs, M, Ms).
