% library(clpfd): lex_chain/1, lists in lexicographic order: ground chains,
% the bounds it narrows, labeling, and its errors.
:- use_module(library(clpfd)).
t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (print(E), nl)).
main :-
    t((lex_chain([[1,2],[1,3],[2,0]]), writeln(ok))),
    t(lex_chain([[1,2],[1,1]])),
    t((lex_chain([]), lex_chain([[]]), lex_chain([[],[]]), writeln(ok))),
    t(lex_chain([[1],[1,2]])),
    t(lex_chain([[1,2],[1]])),
    t((lex_chain([[1],[2,0]]), writeln(ok))),
    t((lex_chain([[X1,Y1],[1,2]]), X1 in 0..5, Y1 in 0..5, fd_dom(X1, D1),
       fd_dom(Y1, E1), writeln(D1/E1))),
    t((X2 in 0..5, lex_chain([[X2],[3]]), fd_dom(X2, D2), writeln(D2))),
    t((X3 in 0..5, Y3 in 0..5, lex_chain([[X3,4],[Y3,2]]), fd_dom(X3, D3),
       fd_dom(Y3, E3), writeln(D3/E3))),
    t((X4 in 0..2, Y4 in 0..2, lex_chain([[X4],[Y4]]), X4 = 1, fd_dom(Y4, D4),
       writeln(D4))),
    t((X5 in 0..3, lex_chain([[1,3],[X5,0]]), fd_dom(X5, D5), writeln(D5))),
    t((X6 in 0..9, lex_chain([[X6,5],[3,2]]), X6 = 3)),
    t((L7 = [[_,_],[_,_],[_,_]], append(L7, Vs7), Vs7 ins 0..1, lex_chain(L7),
       findall(Vs7, label(Vs7), S7), length(S7, N7), writeln(N7), writeln(S7))),
    t(lex_chain(foo)),
    t(lex_chain([foo])),
    t(lex_chain([[a]])),
    t(lex_chain(_)),
    t(lex_chain([_])),
    t(lex_chain([[1]|_])).
