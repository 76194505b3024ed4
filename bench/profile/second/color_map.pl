% color_map.pl (second set) -- first colouring of five regions with five
% hues by generate and test: every region gets a hue, then every pair of
% neighbouring regions is checked; repeated 2500 times.

main :-
    bench(2500).

bench(0) :- !.
bench(K) :-
    run,
    K1 is K - 1,
    bench(K1).

run :-
    colour_map(Map), !,
    Map = [_|_].

colour_map([R1, R2, R3, R4, R5]) :-
    hue(R1), hue(R2), hue(R3), hue(R4), hue(R5),
    proper(R1, R2, R3, R4, R5).

proper(R1, R2, R3, R4, R5) :-
    apart(R1, R2), apart(R1, R3), apart(R1, R4), apart(R1, R5),
    apart(R2, R3), apart(R2, R4),
    apart(R3, R5).

apart(X, Y) :-
    X \== Y.

hue(cyan).
hue(magenta).
hue(amber).
hue(teal).
hue(violet).
