% pio.pl: library(pio)'s phrase_from_file/2,3 as in SWI-Prolog: a grammar run
% over the codes of a file. The file is read whole first (SWI-Prolog reads it
% lazily; the answers are the same).

phrase_from_file(Grammar, File) :-
    phrase_from_file(Grammar, File, []).

% phrase_from_file(:Grammar, +File, +Options): Options are open/4's.
phrase_from_file(Grammar, File, Options) :-
    read_file_to_codes(File, Codes, Options),
    phrase(Grammar, Codes).
