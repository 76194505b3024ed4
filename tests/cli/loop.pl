% An infinite recursion that allocates: must end with a resource error.
grow(L) :- grow([x|L]).
spin :- spin.
deep(N) :- N1 is N + 1, deep(N1), N1 > 0.
collect_forever(L) :- findall(x, repeat, L).
