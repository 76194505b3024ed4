% foldl/4..7, scanl/4..5, maplist with unbound lists, include/exclude/partition/4,5.
add(X, A0, A) :- A is A0 + X.
add2(X, Y, A0, A) :- A is A0 + X * Y.
add3(X, Y, Z, A0, A) :- A is A0 + X + Y + Z.
add4(X, Y, Z, W, A0, A) :- A is A0 + X + Y + Z + W.
cmp3(X, O) :- compare(O, X, 3).
main :-
    foldl(add, [1, 2, 3], 0, S1), write(S1), nl,
    foldl(add2, [1, 2, 3], [4, 5, 6], 0, S2), write(S2), nl,
    foldl(add3, [1, 2], [3, 4], [5, 6], 0, S3), write(S3), nl,
    foldl(add4, [1], [2], [3], [4], 10, S4), write(S4), nl,
    foldl([X, A0, A]>>(A = [X|A0]), [a, b, c], [], R), write(R), nl,
    ( foldl(add2, [1, 2], [3], 0, _) -> write(yes) ; write(no) ), nl,
    scanl(add, [1, 2, 3], 0, Sc1), write(Sc1), nl,
    scanl(add2, [1, 2], [3, 4], 0, Sc2), write(Sc2), nl,
    maplist([X, Y]>>(Y is X * X), [1, 2, 3], Sq), write(Sq), nl,
    length(L, 3), maplist(=(z), L), write(L), nl,
    findall(P1-P2, maplist([X]>>member(X, [a, b]), [P1, P2]), L2s), write(L2s), nl,
    maplist([X, Y, Z]>>(Z is X + Y), [1, 2], [10, 20], Sum), write(Sum), nl,
    include([X]>>(X > 2), [1, 3, 2, 4], In), exclude([X]>>(X > 2), [1, 3, 2, 4], Ex), write(In/Ex), nl,
    partition([X]>>(X mod 2 =:= 0), [1, 2, 3, 4, 5], Ev, Od), write(Ev/Od), nl,
    partition(cmp3, [1, 5, 3, 2, 4, 3], Ls, Eq, Gr), write(Ls/Eq/Gr), nl,
    convlist([X, Y]>>(X > 1, Y is X * 10), [1, 2, 3], Cv), write(Cv), nl,
    ( maplist([X]>>(X > 0), [1, 2, 0]) -> write(all_pos) ; write(not_all_pos) ), nl,
    catch(foldl(add, [a], 0, _), error(E, _), (print(E), nl)).
