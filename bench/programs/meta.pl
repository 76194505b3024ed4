% meta: a vanilla meta-interpreter (solve/1 over clause/2) running object
% programs stored as dynamic predicates: naive reverse of a 30-element list
% and all solutions of 6-queens, repeated.

:- dynamic(mi_nrev/2).
:- dynamic(mi_app/3).
:- dynamic(mi_queens/2).
:- dynamic(mi_place/3).
:- dynamic(mi_select/3).
:- dynamic(mi_safe/3).
:- dynamic(mi_range/3).

bench :-
    meta_repeat(300).

meta_repeat(0) :- !.
meta_repeat(N) :-
    meta_list(1, 30, L),
    solve(mi_nrev(L, R)),
    R = [30|_],
    findall(Q, solve(mi_queens(6, Q)), Qs),
    Qs = [_, _, _, _],
    N1 is N - 1,
    meta_repeat(N1).

meta_list(I, N, []) :- I > N, !.
meta_list(I, N, [I|T]) :-
    I1 is I + 1,
    meta_list(I1, N, T).

% solve(+Goal): prove Goal using the clauses of the object program.
solve(true) :- !.
solve((A, B)) :- !,
    solve(A),
    solve(B).
solve(G) :-
    meta_builtin(G), !,
    call(G).
solve(G) :-
    clause(G, Body),
    solve(Body).

meta_builtin(_ is _).
meta_builtin(_ < _).
meta_builtin(_ > _).
meta_builtin(_ =< _).
meta_builtin(_ >= _).
meta_builtin(_ =:= _).
meta_builtin(_ =\= _).

% The object program.
mi_nrev([], []).
mi_nrev([H|T], R) :-
    mi_nrev(T, RT),
    mi_app(RT, [H], R).

mi_app([], L, L).
mi_app([H|T], L, [H|R]) :-
    mi_app(T, L, R).

mi_queens(N, Qs) :-
    mi_range(1, N, Ns),
    mi_place(Ns, [], Qs).

mi_place([], Qs, Qs).
mi_place([U|Us], Safe, Qs) :-
    mi_select(Q, [U|Us], Rest),
    mi_safe(Q, Safe, 1),
    mi_place(Rest, [Q|Safe], Qs).

mi_select(X, [X|Xs], Xs).
mi_select(X, [Y|Ys], [Y|Zs]) :-
    mi_select(X, Ys, Zs).

mi_safe(_, [], _).
mi_safe(Q, [Q1|Qs], D) :-
    Q =\= Q1 + D,
    Q =\= Q1 - D,
    D1 is D + 1,
    mi_safe(Q, Qs, D1).

mi_range(I, N, []) :-
    I > N.
mi_range(I, N, [I|T]) :-
    I =< N,
    I1 is I + 1,
    mi_range(I1, N, T).
