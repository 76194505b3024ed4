len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.
