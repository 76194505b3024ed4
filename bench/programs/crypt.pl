% crypt: cryptarithmetic puzzles solved by generate-and-test, column by column
% from the right.  For each column the not-yet-assigned letters are given
% digits chosen from the remaining pool (generate) and the column sum is then
% checked (test).  All solutions of two puzzles are collected, repeatedly:
%   SEND + MORE = MONEY          (unique: 9567 + 1085 = 10652)
%   DONALD + GERALD = ROBERT     (unique: 526485 + 197485 = 723970)

bench :-
    crypt_repeat(60).

crypt_repeat(0) :- !.
crypt_repeat(N) :-
    findall(S, crypt_puzzle(send, S), [_]),
    findall(S, crypt_puzzle(donald, S), [_]),
    N1 is N - 1,
    crypt_repeat(N1).

crypt_puzzle(send, [S,E,N,D,M,O,R,Y]) :-
    crypt_solve([[S,E,N,D], [M,O,R,E]], [M,O,N,E,Y]),
    S =\= 0, M =\= 0.
crypt_puzzle(donald, [D,O,N,A,L,G,E,R,B,T]) :-
    crypt_solve([[D,O,N,A,L,D], [G,E,R,A,L,D]], [R,O,B,E,R,T]),
    D =\= 0, G =\= 0, R =\= 0.

% crypt_solve(+Addends, +Sum): Addends and Sum are lists of letters (variables),
% most significant first.
crypt_solve(Addends, Sum) :-
    crypt_length(Sum, 0, Len),
    crypt_pad_all(Addends, Len, Padded),
    crypt_rev_all(Padded, RevAddends),
    crypt_rev(Sum, [], RevSum),
    crypt_columns(RevSum, RevAddends, 0, [0,1,2,3,4,5,6,7,8,9]).

crypt_columns([], _, 0, _).
crypt_columns([R|Rs], Addends, Carry, Pool) :-
    crypt_heads(Addends, Column, Rests),
    crypt_assign(Column, Pool, Pool1),
    crypt_assign([R], Pool1, Pool2),
    crypt_sum(Column, Carry, Total),
    R =:= Total mod 10,
    Carry1 is Total // 10,
    crypt_columns(Rs, Rests, Carry1, Pool2).

crypt_assign([], Pool, Pool).
crypt_assign([X|Xs], Pool0, Pool) :-
    (   var(X)
    ->  crypt_select(X, Pool0, Pool1)
    ;   Pool1 = Pool0
    ),
    crypt_assign(Xs, Pool1, Pool).

crypt_select(X, [X|Xs], Xs).
crypt_select(X, [Y|Ys], [Y|Zs]) :-
    crypt_select(X, Ys, Zs).

crypt_sum([], S, S).
crypt_sum([X|Xs], S0, S) :-
    S1 is S0 + X,
    crypt_sum(Xs, S1, S).

crypt_heads([], [], []).
crypt_heads([[X|Xs]|Ls], [X|Hs], [Xs|Rs]) :-
    crypt_heads(Ls, Hs, Rs).

crypt_pad_all([], _, []).
crypt_pad_all([W|Ws], Len, [P|Ps]) :-
    crypt_length(W, 0, L),
    Pad is Len - L,
    crypt_zeros(Pad, W, P),
    crypt_pad_all(Ws, Len, Ps).

crypt_zeros(0, W, W) :- !.
crypt_zeros(N, W, [0|P]) :-
    N1 is N - 1,
    crypt_zeros(N1, W, P).

crypt_rev_all([], []).
crypt_rev_all([W|Ws], [R|Rs]) :-
    crypt_rev(W, [], R),
    crypt_rev_all(Ws, Rs).

crypt_rev([], R, R).
crypt_rev([X|Xs], Acc, R) :-
    crypt_rev(Xs, [X|Acc], R).

crypt_length([], N, N).
crypt_length([_|T], N0, N) :-
    N1 is N0 + 1,
    crypt_length(T, N1, N).
