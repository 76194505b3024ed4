% A module setting double_quotes to codes keeps the setting to itself: the loading
% file and the goals run afterwards read "..." as strings.
:- use_module(modules/dq_codes).

here("abc").

main :-
    word(W), text_kind(W, K1), print(K1-W), nl,
    here(H), text_kind(H, K2), print(K2-H), nl,
    current_prolog_flag(double_quotes, F), print(F), nl,
    term_to_atom(T, '"xy"'), text_kind(T, K3), print(K3-T), nl,
    atom_codes(A, W), string_codes(S, W), print(A/S), nl.
