% A clause with a singleton variable: loading warns.
p(X) :- true.
