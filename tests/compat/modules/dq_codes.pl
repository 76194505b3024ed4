% A module that reads "..." as codes: the setting is the module's own.
:- module(dq_codes, [word/1, text_kind/2]).
:- set_prolog_flag(double_quotes, codes).

word("abc").
text_kind(T, K) :- ( string(T) -> K = string ; is_list(T) -> K = codes ; K = other ).
