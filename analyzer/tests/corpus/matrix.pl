% matrix.pl -- matrix transpose and multiplication on N x N matrices built by
% the program itself (a matrix is a list of rows).
%
%   square(N, M) :- rows(N, N, M).
%   rows(0, _, []) :- !.
%   rows(I, N, [R|Rs]) :- row(N, I, R), I1 is I - 1, rows(I1, N, Rs).
%   row(0, _, []) :- !.
%   row(J, V, [V|R]) :- J1 is J - 1, row(J1, V, R).
%
% row(J, _, _) costs J + 1. rows(I, N, _) costs 1 + I*(1 + (N + 1)), so
%   square(N): 1 + 1 + N*(N + 2) = (N + 1)^2 + 1.
%
%   transpose([], []) :- !.
%   transpose([[]|_], []) :- !.
%   transpose(M, [C|Cs]) :- firsts(M, C, Rest), transpose(Rest, Cs).
%   firsts([], [], []).
%   firsts([[X|Xs]|Rs], [X|C], [Xs|Rest]) :- firsts(Rs, C, Rest).
%
% On an N x M matrix (N rows of M elements, N >= 1): M column steps (clause 3:
% the heads of clauses 1 and 2 fail while the rows are non-empty), each with
% firsts over N rows (N + 1 steps), then clause 2 once (rows now empty):
%   transpose = M*(1 + N + 1) + 1 = M(N + 2) + 1;  for N = M: N^2 + 2N + 1 = (N+1)^2.
% N = 0: clause 1, 1 step = (0 + 1)^2.
%
%   mmul(A, B, C) :- transpose(B, BT), mm(A, BT, C).
%   mm([], _, []).
%   mm([R|Rs], BT, [CR|CRs]) :- rowmul(BT, R, CR), mm(Rs, BT, CRs).
%   rowmul([], _, []).
%   rowmul([Col|Cols], R, [V|Vs]) :- dot(R, Col, 0, V), rowmul(Cols, R, Vs).
%   dot([], [], V, V).
%   dot([X|Xs], [Y|Ys], A, V) :- A1 is A + X*Y, dot(Xs, Ys, A1, V).
%
% For N x N: dot costs N + 1, rowmul N + 1 + N(N + 1) = (N + 1)^2,
% mm (N + 1) + N(N + 1)^2 = (N + 1)(N^2 + N + 1), mmul 1 + (N + 1)^2 + mm.
%
%   transpose_n(N, T) :- square(N, M), transpose(M, T).
%     = 1 + ((N + 1)^2 + 1) + (N + 1)^2 = 2(N + 1)^2 + 2
%   mmul_n(N, C) :- square(N, A), square(N, B), mmul(A, B, C).
%     = 1 + 2((N + 1)^2 + 1) + 1 + (N + 1)^2 + (N + 1)(N^2 + N + 1)
%     = (N + 1)(N^2 + N + 1) + 3(N + 1)^2 + 4
%     = N^3 + 5N^2 + 8N + 8.

:- check pred transpose_n(N, T) : (nnegint(N), var(T))
    + (cost(ub, steps, 2*(N + 1)**2 + 2), cost(lb, steps, 2*(N + 1)**2 + 2)).
:- check pred mmul_n(N, C) : (nnegint(N), var(C))
    + (cost(ub, steps, N**3 + 5*N**2 + 8*N + 8), cost(lb, steps, N**3 + 5*N**2 + 8*N + 8)).
:- check pred square(N, M) : (nnegint(N), var(M))
    + (cost(ub, steps, (N + 1)**2 + 1), cost(lb, steps, (N + 1)**2 + 1)).

transpose_n(N, T) :- square(N, M), transpose(M, T).

mmul_n(N, C) :- square(N, A), square(N, B), mmul(A, B, C).

square(N, M) :- rows(N, N, M).

rows(0, _, []) :- !.
rows(I, N, [R|Rs]) :- row(N, I, R), I1 is I - 1, rows(I1, N, Rs).

row(0, _, []) :- !.
row(J, V, [V|R]) :- J1 is J - 1, row(J1, V, R).

transpose([], []) :- !.
transpose([[]|_], []) :- !.
transpose(M, [C|Cs]) :- firsts(M, C, Rest), transpose(Rest, Cs).

firsts([], [], []).
firsts([[X|Xs]|Rs], [X|C], [Xs|Rest]) :- firsts(Rs, C, Rest).

mmul(A, B, C) :- transpose(B, BT), mm(A, BT, C).

mm([], _, []).
mm([R|Rs], BT, [CR|CRs]) :- rowmul(BT, R, CR), mm(Rs, BT, CRs).

rowmul([], _, []).
rowmul([Col|Cols], R, [V|Vs]) :- dot(R, Col, 0, V), rowmul(Cols, R, Vs).

dot([], [], V, V).
dot([X|Xs], [Y|Ys], A, V) :- A1 is A + X*Y, dot(Xs, Ys, A1, V).
