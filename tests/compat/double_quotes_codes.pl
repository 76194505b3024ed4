% A file that sets double_quotes to codes: its clauses read "..." as code lists,
% and the setting ends with the file (goals run afterwards read strings again).
:- set_prolog_flag(double_quotes, codes).

greeting("hi").
digits(Ds) :- Ds = "0123".

main :-
    greeting(G), print(G), nl,
    ( is_list(G) -> write(list) ; write(not_list) ), nl,
    digits(Ds), atom_codes(A, Ds), print(A), nl,
    append("ab", "c", L), print(L), nl,
    current_prolog_flag(double_quotes, F), print(F), nl,
    term_to_atom(T, '"xy"'), print(T), nl,
    format("~s~n", ["codes"]).
