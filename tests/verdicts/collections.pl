% Verdict cross-check program: assoc, findall, nested lists and
% nondeterministic predicates.
:- use_module(library(assoc)).

freq(L, Pairs) :-
    empty_assoc(E0),
    foldl(bump, L, E0, A),
    assoc_to_list(A, Pairs).

bump(X, A0, A) :- ( get_assoc(X, A0, N0) -> N is N0 + 1 ; N = 1 ), put_assoc(X, A0, N, A).

squares(L, Sq) :- findall(Y, (member(X, L), Y is X * X), Sq).

pairs([], []).
pairs([X], [[X]]) :- !.
pairs([X, Y|T], [[X, Y]|Ps]) :- pairs(T, Ps).

depth_list(0, []) :- !.
depth_list(N, [L]) :- N1 is N - 1, depth_list(N1, L).

pick([X|_], X).
pick([_|T], X) :- pick(T, X).

split(L, A, B) :- append(A, B, L).

insert_sorted(X, [], [X]).
insert_sorted(X, [Y|Ys], [X, Y|Ys]) :- X =< Y, !.
insert_sorted(X, [Y|Ys], [Y|Zs]) :- insert_sorted(X, Ys, Zs).

isort([], []).
isort([X|Xs], S) :- isort(Xs, S0), insert_sorted(X, S0, S).
