% hanoi.pl (second set) -- towers of Hanoi with 16 disks, the list of moves
% built by concatenation; solved twice.

main :-
    bench(2).

bench(0) :- !.
bench(K) :-
    towers(16, a, c, b, Ms),
    length(Ms, 65535),
    K1 is K - 1,
    bench(K1).

towers(0, _, _, _, []) :- !.
towers(N, Src, Dst, Tmp, Ms) :-
    M is N - 1,
    towers(M, Src, Tmp, Dst, Before),
    towers(M, Tmp, Dst, Src, After),
    conc(Before, [Src/Dst|After], Ms).

conc([], Ys, Ys).
conc([X|Xs], Ys, [X|Zs]) :-
    conc(Xs, Ys, Zs).
