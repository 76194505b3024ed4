% A loop over everyday SWI-Prolog idioms (issue 15: code of others): bench/idioms.sh.
go :- forall(between(1, 300000, I), (I mod 7 =:= 0 -> true ; I > 0)), aggregate_all(count, (between(1, 300000, I), I mod 3 =:= 0), C), aggregate_all(sum(I), between(1, 300000, I), S), write(C-S), nl.
