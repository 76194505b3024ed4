% library(lists) predicates every program uses.
main :-
    append(X, Y, [1,2]), write(X-Y), nl, fail.
main :-
    length(L, 2), L = [p|_], L = [_,q], write(L), nl,
    nth0(1, [a,b,c], E0), nth1(1, [a,b,c], E1), write(E0/E1), nl,
    last([1,2,3], La), write(La), nl,
    msort([b,a,c,a], M), write(M), nl,
    sort(0, @>=, [1,3,2,3], S), write(S), nl,
    sum_list([1,2,3], Sum), max_list([1,5,2], Max), min_list([4,2,8], Min),
    write(Sum/Max/Min), nl,
    reverse([1,2,3], R), write(R), nl,
    numlist(1, 5, NL), write(NL), nl,
    list_to_set([a,b,a,c,b], Set), write(Set), nl,
    delete([a,b,a,c], a, D), write(D), nl,
    subtract([1,2,3,4], [2,4], Sub), write(Sub), nl,
    nth0(I, [x,y,z], z), write(I), nl,
    sumlist([1,2], S2), write(S2), nl,
    max_member(MM, [3,1,4]), write(MM), nl,
    permutation([1,2,3], P), write(P), nl.
