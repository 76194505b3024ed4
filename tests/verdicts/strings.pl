% Verdict cross-check program: text built from numbers and lists of numbers.
digit_count(N, C) :- number_codes(N, Cs), length(Cs, C).

joined(L, S) :- atomic_list_concat(L, ',', A), atom_string(A, S).

padded(N, S) :- format(string(S), "~t~d~6|", [N]).

string_lengths([], []).
string_lengths([X|Xs], [N|Ns]) :- number_string(X, S), string_length(S, N), string_lengths(Xs, Ns).
