% quintus.pl: the arithmetic predicates of SWI-Prolog's library(quintus), which
% SWI-Prolog autoloads: each is its function evaluated by is/2 (pow(2, 3, X) gives
% X = 8), with is/2's errors. Also genarg/3 (arg/3 enumerates already).

abs(X, V) :- V is abs(X).
sin(X, V) :- V is sin(X).
cos(X, V) :- V is cos(X).
tan(X, V) :- V is tan(X).
log(X, V) :- V is log(X).
log10(X, V) :- V is log10(X).
pow(X, Y, V) :- V is X**Y.
ceiling(X, V) :- V is ceiling(X).
floor(X, V) :- V is floor(X).
round(X, V) :- V is round(X).
sqrt(X, V) :- V is sqrt(X).
acos(X, V) :- V is acos(X).
asin(X, V) :- V is asin(X).
atan(X, V) :- V is atan(X).
atan2(Y, X, V) :- V is atan2(Y, X).
sign(X, V) :- V is sign(X).
genarg(N, T, A) :- arg(N, T, A).
