% A module that does not set double_quotes: it reads "..." as SWI-Prolog's
% default (strings), whatever the file that loads it set.
:- module(dq_default, [module_word/1]).
module_word("ab").
