% library(apply): maplist, foldl, include/exclude, partition/4,5, convlist.
double(X, Y) :- Y is 2 * X.
add3(A, B, C, D) :- D is A + B + C.
sum4(A, B, C, S0, S) :- S is S0 + A + B + C.
cmp2(X, O) :- compare(O, X, 2).
main :-
    maplist(double, [1, 2, 3], L1), write(L1), nl,
    ( maplist(double, [1, 2], [2, 5]) -> write(yes) ; write(no) ), nl,
    maplist(add3, [1, 2], [10, 20], [100, 200], L2), write(L2), nl,
    length(L3, 2), maplist(=(z), L3), write(L3), nl,
    foldl(sum4, [1, 2], [3, 4], [5, 6], 0, S1), write(S1), nl,
    foldl([X, Y, A0, A]>>(A is A0 + X * Y), [1, 2, 3], [4, 5, 6], 0, Dot), write(Dot), nl,
    include(integer, [a, 1, b, 2], I), exclude(integer, [a, 1, b, 2], E), write(I/E), nl,
    partition(atom, [a, 1, b, 2], In, Out), write(In/Out), nl,
    partition(cmp2, [1, 2, 3, 2, 0], Ls, Es, Gs), write(Ls/Es/Gs), nl,
    convlist([X, Y]>>(X > 1, Y is X * X), [1, 2, 3], C), write(C), nl,
    catch(partition([_, foo]>>true, [1], _, _, _), error(Err, _), true), print(Err), nl,
    ( maplist(double, [1, 2], [_]) -> write(yes) ; write(no) ), nl,
    foldl([X, Y, Z, W, A0, A]>>(A is A0 + X * Y * Z * W), [1, 2], [3, 4], [5, 6], [7, 8], 0, F7), write(F7), nl.
