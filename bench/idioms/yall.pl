% A loop over everyday SWI-Prolog idioms (issue 15: code of others): bench/idioms.sh.
:- use_module(library(yall)).
:- use_module(library(apply)).
go :- numlist(1, 200000, L), maplist([X,Y]>>(Y is X*2), L, L2), foldl([X,A0,A]>>(A is A0+X), L2, 0, S), include([X]>>(X mod 3 =:= 0), L2, L3), length(L3, N), write(S-N), nl.
