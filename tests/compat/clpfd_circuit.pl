% library(clpfd): circuit/1, successor lists forming one Hamiltonian cycle:
% ground lists, short cycles, the solutions by labeling in order, and errors.
:- use_module(library(clpfd)).
t(G) :- catch((G -> true ; writeln(failed)), error(E, _), (print(E), nl)).
main :-
    t((circuit([X0]), writeln(X0))),
    t((circuit([]), writeln(ok))),
    t((circuit([2,3,1]), writeln(ok))),
    t(circuit([2,1,3])),
    t(circuit([1,2])),
    t(circuit([0,1])),
    t(circuit([2,5])),
    t((length(L1, 3), circuit(L1), maplist(fd_dom, L1, D1), writeln(D1))),
    t((length(L2, 4), circuit(L2), findall(L2, label(L2), S2), writeln(S2))),
    t((L3 = [2,_,_,_], circuit(L3), findall(L3, label(L3), S3), writeln(S3))),
    t((L4 = [2,X4,Y4,Z4], circuit(L4), maplist(fd_dom, [X4,Y4,Z4], D4),
       writeln(D4))),
    t((L5 = [2,1,_,_], circuit(L5))),
    t((length(L6, 5), circuit(L6), L6 = [2,1|_])),
    t((length(L7, 5), circuit(L7), findall(L7, label(L7), S7), length(S7, N7),
       writeln(N7), S7 = [F7|_], last(S7, La7), writeln(F7-La7))),
    t((length(L8, 6), circuit(L8), findall(L8, labeling([ff], L8), S8),
       length(S8, N8), writeln(N8), S8 = [F8|_], last(S8, La8), writeln(F8-La8))),
    t((length(L9, 7), circuit(L9), findall(L9, labeling([ff], L9), S9),
       length(S9, N9), writeln(N9), S9 = [F9|_], last(S9, La9), writeln(F9-La9))),
    t(circuit(foo)),
    t(circuit([a])),
    t(circuit(_)),
    t(circuit([_|_])).
