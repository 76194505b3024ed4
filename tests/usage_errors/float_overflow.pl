% A float literal too large for a double (SWI-Prolog: a syntax error).
p(1.0e309).
