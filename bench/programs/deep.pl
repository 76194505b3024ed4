% deep: non-tail-recursive length of a 1,000,000-element list.
% Measures the memory (peak RSS) needed for a recursion 1,000,000 frames deep.

bench :-
    numlist(1, 1000000, L),
    len(L, N),
    N =:= 1000000.

len([], 0).
len([_|T], N) :-
    len(T, M),
    N is M + 1.
