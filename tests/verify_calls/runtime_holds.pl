% As runtime_site.pl, but tag/2 doubles the elements above 3: every call of
% sum/2 the runs make satisfies its calls property (observed, not proved).
:- pred sum(L, S) : (list(L, int), var(S)).
sum([], 0).
sum([X|Xs], S) :- sum(Xs, S0), S is S0 + X.

:- pred main(N, S) : (nnegint(N), var(S)).
main(N, S) :- numlist(1, N, L0), tag(L0, L), sum(L, S).

tag([], []).
tag([X|Xs], [Y|Ys]) :- ( X > 3 -> Y is X * 2 ; Y = X ), tag(Xs, Ys).
