% `\z` is not an escape sequence (SWI-Prolog: a syntax error).
p(X) :- X = 0'\z.
