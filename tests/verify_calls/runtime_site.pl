% sum/2 is called with the list tag/2 builds: the analysis cannot tell the
% elements' type, so the calls property is checked on the calls runs of the
% entry point main/2 make. Above 3, tag/2 wraps an element: sum/2 gets
% big(4), which is not an integer.
:- pred sum(L, S) : (list(L, int), var(S)).
sum([], 0).
sum([X|Xs], S) :- sum(Xs, S0), S is S0 + X.

:- pred main(N, S) : (nnegint(N), var(S)).
main(N, S) :- numlist(1, N, L0), tag(L0, L), sum(L, S).

tag([], []).
tag([X|Xs], [Y|Ys]) :- ( X > 3 -> Y = big(X) ; Y = X ), tag(Xs, Ys).
