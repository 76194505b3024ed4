:- module(util, [double/2, triple/2]).
double(X, Y) :- Y is 2 * X.
triple(X, Y) :- Y is 3 * X.
