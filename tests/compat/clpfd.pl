% library(clpfd): arithmetic constraints, domains, reification, global
% constraints and labeling, compared with SWI-Prolog's answers.
:- use_module(library(clpfd)).

show(G) :-
    (   catch(G, error(E, _), (write(caught(E)), nl, fail))
    ->  copy_term(G, C, _), numbervars(C, 0, _), writeq(C), nl
    ;   write(failed), nl
    ).

all(Vs, G) :-
    findall(Vs, G, L),
    writeq(L), nl.

dom(G, X) :-
    (   call(G)
    ->  fd_dom(X, D), writeq(D), nl
    ;   write(failed), nl
    ).

puzzle([S,E,N,D] + [M,O,R,E] = [M,O,N,E,Y]) :-
    Vars = [S,E,N,D,M,O,R,Y],
    Vars ins 0..9,
    all_different(Vars),
    S*1000 + E*100 + N*10 + D + M*1000 + O*100 + R*10 + E #=
        M*10000 + O*1000 + N*100 + E*10 + Y,
    M #\= 0, S #\= 0,
    label(Vars).

queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe(Qs),
    labeling([ff], Qs).

safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).

no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :-
    Q #\= Q1,
    abs(Q - Q1) #\= D,
    D1 is D + 1,
    no_attack(Q, Qs, D1).

sudoku(Rows) :-
    length(Rows, 9), maplist(same_length(Rows), Rows),
    append(Rows, Vs), Vs ins 1..9,
    maplist(all_distinct, Rows),
    transpose(Rows, Columns), maplist(all_distinct, Columns),
    Rows = [As,Bs,Cs,Ds,Es,Fs,Gs,Hs,Is],
    blocks(As, Bs, Cs), blocks(Ds, Es, Fs), blocks(Gs, Hs, Is),
    maplist(label, Rows).

blocks([], [], []).
blocks([N1,N2,N3|Ns1], [N4,N5,N6|Ns2], [N7,N8,N9|Ns3]) :-
    all_distinct([N1,N2,N3,N4,N5,N6,N7,N8,N9]),
    blocks(Ns1, Ns2, Ns3).

% A sudoku made hard for plain search: it needs all_distinct's propagation.
hard([[_,_,_,_,_,_,_,_,_],[_,_,_,_,_,3,_,8,5],[_,_,1,_,2,_,_,_,_],
      [_,_,_,5,_,7,_,_,_],[_,_,4,_,_,_,1,_,_],[_,9,_,_,_,_,_,_,_],
      [5,_,_,_,_,_,_,7,3],[_,_,2,_,1,_,_,_,_],[_,_,_,_,4,_,_,_,9]]).

count(N, N) --> [].
count(N0, N) --> [a], { N1 #= N0 + 1 }, count(N1, N).

fact(0, 1).
fact(N, F) :- N #> 0, N1 #= N - 1, F #= N * F1, fact(N1, F1).

main :-
    show(X1 #= 3 + 4),
    show(7 #= X2 + 4),
    show(X3 #= 7 // 2),
    show(X4 #= -7 mod 2),
    show(X5 #= -7 rem 2),
    show(X6 #= 2 ^ 10),
    show(X7 #= abs(-3) + max(2, 5) - min(1, 0)),
    show(_ #= 7 / 2),
    show(_ #= a),
    show(3 #> 4),
    show(3 #=< 4),
    dom((X8 in 1..10, X8 #> 3), X8),
    dom((X9 #> 3), X9),
    dom((X10 in 1..3 \/ 5..7, X10 #\= 2), X10),
    dom((X11 in 0..5, Y11 #= X11 * 2), Y11),
    dom((X12 #> 3, X12 #< 6), X12),
    dom((X13 #= Y13 + Z13, Y13 in 1..3, Z13 in 1..3), X13),
    dom((X14 in 1..5, X14 #\= 3), X14),
    dom((X15 in 1..10, 2*X15 + 1 #=< 9), X15),
    all(X16, (X16 * X16 #= 16, label([X16]))),
    all([X17,Y17], ([X17,Y17] ins 1..3, X17 #< Y17, label([X17,Y17]))),
    all([X18,Y18], ([X18,Y18] ins 0..3, X18 + Y18 #= 3, labeling([down], [X18,Y18]))),
    all(X19, (X19 in 1..5, labeling([max(X19)], [X19]))),
    all(L20, (length(L20, 3), L20 ins 0..1, sum(L20, #=, 2), label(L20))),
    all(B21, (B21 #<==> (X21 #= 3), X21 in 1..5, label([X21]))),
    all([X22,Y22], ([X22,Y22] ins 0..2, X22 #= 1 #==> Y22 #= 2, label([X22,Y22]))),
    all([X23,Y23], ([X23,Y23] ins 0..1, X23 #\/ Y23, label([X23,Y23]))),
    all(B24, (X24 in 0..9, B24 #<==> (X24 #> 5), X24 = 7)),
    all(X25, (tuples_in([[X25,Y25]], [[1,2],[2,3],[3,3]]), Y25 = 3, label([X25]))),
    all(X26, (element(I26, [10,20,30], X26), I26 #> 1, label([I26]))),
    all(L27, (L27 = [_,_,_], L27 ins 1..3, chain(L27, #<), label(L27))),
    all(L28, (L28 = [_,_,_], L28 ins 1..3, all_distinct(L28), label(L28))),
    show(([X29,Y29,Z29] ins 1..2, all_distinct([X29,Y29,Z29]))),
    all(P, puzzle(P)),
    all(Q, queens(6, Q)),
    all(S, (hard(S), sudoku(S))),
    all(N30, phrase(count(0, N30), [a,a,a])),
    all(F31, fact(10, F31)),
    all(N32, fact(N32, 120)),
    show((fd_size(X33, _), X33 in 1..9, fd_size(X33, _), fd_inf(X33, _), fd_sup(X33, _))),
    show(fd_dom(3, _)),
    show(transpose([[1,2,3],[4,5,6]], _)),
    show(scalar_product([2,3], [_,_], #=, 12)),
    all([X35,Y35], ([X35,Y35] ins 0..9, scalar_product([2,3], [X35,Y35], #=, 12), label([X35,Y35]))),
    show(label([_])),
    show((X36 in 1..3, X36 = a)),
    all(X37, (X37 in 1..10, X37 mod 3 #= 0, label([X37]))),
    all([X38,Y38], ([X38,Y38] ins 1..4, X38 * Y38 #= 4, label([X38,Y38]))),
    show((X39 in 1..5, \+ X39 #= 6)),
    show(X1 + X2 + X3 + X4 + X5 + X6 + X7 #= _).
