% A loop over everyday SWI-Prolog idioms (issue 15: code of others): bench/idioms.sh.
digits([D|T]) --> digit(D), digits(T).
digits([D]) --> digit(D).
digit(D) --> [D], { code_type(D, digit) }.
nums([N|Ns]) --> digits(Ds), { number_codes(N, Ds) }, ( "," -> nums(Ns) ; { Ns = [] } ).
go :- numlist(1, 30000, L), atomic_list_concat(L, ',', A), atom_codes(A, Cs), phrase(nums(Ns), Cs), sum_list(Ns, S), write(S), nl.
