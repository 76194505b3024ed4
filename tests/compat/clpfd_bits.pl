% library(clpfd): shifts, bitwise and bit-counting operations in expressions
% (exercism's eliuds-eggs, secret-handshake and binary-puzzle use them).
:- use_module(library(clpfd)).
t(G) :- catch((G -> true ; writeln(failed)), E, (print(E), nl)).
main :-
    t((X #= 16 >> 1, writeln(X))), t((Y #= 1 /\ (1 << 0), writeln(Y))),
    t((Z #= 5 \/ 2, writeln(Z))), t((W #= 5 xor 1, writeln(W))),
    t((A #= msb(8), writeln(A))), t((B #= \ 5, writeln(B))),
    t((8 #= C << 2, writeln(C))), t((D in 0..7, D /\ 1 #= 1, fd_dom(D, Dom), writeln(Dom))),
    t((E in 0..15, E >> 2 #= 1, fd_dom(E, DE), writeln(DE))),
    t((F in 0..15, F << 1 #= 6, writeln(F))),
    t((G1 #= popcount(7), writeln(G1))), t((H #= lsb(8), writeln(H))),
    t((X1 in 0..15, X1 div 4 #= 1, fd_dom(X1, D1), writeln(D1))),
    t((Z2 #= Y2 div 4, Y2 in -9..15, fd_dom(Z2, DZ2), writeln(DZ2))),
    t((Z3 #= Y3 >> 2, Y3 in -9..15, fd_dom(Z3, DZ3), writeln(DZ3))),
    t((Z4 #= Y4 << 2, Y4 in -9..15, fd_dom(Z4, DZ4), writeln(DZ4))),
    t((Z5 #= Y5 /\ 6, Y5 in 0..15, fd_dom(Z5, DZ5), writeln(DZ5))),
    t((Z6 #= \ Y6, Y6 in 0..15, fd_dom(Z6, DZ6), writeln(DZ6))),
    t((Z7 #= Y7 xor 3, Y7 in 0..15, fd_dom(Z7, DZ7), writeln(DZ7))),
    t((Z8 #= Y8 >> W8, Y8 in 0..15, W8 in 0..2, fd_dom(Z8, DZ8), writeln(DZ8))),
    t((Y8 = 12, W8 = 2, writeln(Y8-W8))),
    t((Z9 #= Y9 >> W9, Y9 = 12, W9 = 2, writeln(Z9))),
    t((B1 #= 1 << -1, writeln(B1))), t((B2 #= 8 >> -1, writeln(B2))),
    t((length(Bits, 4), Bits ins 0..1, N #= 9, bits_value(Bits, N), label(Bits), writeln(Bits))),
    t((findall(K, (K in 0..7, K /\ 3 #= 1, label([K])), Ks), writeln(Ks))).
bits_value(Bits, N) :- foldl([B, A0, A]>>(A #= A0 << 1 \/ B), Bits, 0, N).
