% color_map.pl -- colours a map of 5 mutually constrained regions with
% 5 colours, taking the first solution, 3000 times (the paper's 100 runs take
% only ~3 ms here: too short to time reliably).

main :-
    loop(3000).

loop(0) :- !.
loop(N) :-
    N > 0,
    once(color_map(_, _, _, _, _)),
    N1 is N - 1,
    loop(N1).

color_map(A,B,C,D,E) :- color(A), color(B), color(C), color(D), color(E), legal_coloring(A,B,C,D,E).

legal_coloring(A,B,C,D,E) :- A \== B, A \== C, A \== D, A \== E, c(B,C,D), C \== E.

c(X,Y,Z) :- X \== Y, X \== Z.

color(blue).
color(green).
color(orange).
color(red).
color(yellow).
