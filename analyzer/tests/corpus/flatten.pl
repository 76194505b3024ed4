% flatten.pl -- flatten a nested list of digits, e.g. [1,[2,[3,4]],[],5] into
% [1,2,3,4,5], with a difference list.
%
%   fl([], F, F).
%   fl([E|Es], F0, F) :- fl_item(E, F0, F1), fl(Es, F1, F).
%   fl_item(E, [E|F], F) :- integer(E), !.
%   fl_item(E, F0, F) :- fl(E, F0, F).
%
% Let st(L) be the steps of fl on L and sz(L) = size(L), its number of subterms.
% st([]) = sz([]) = 1. For L = [E|R] (fl clause 2, then fl_item, then fl(R)):
%   E a digit:   st(L) = 1 + 1 + st(R)           sz(L) = 1 + 1 + sz(R)
%   E a list:    st(L) = 1 + 2 + st(E) + st(R)   sz(L) = 1 + sz(E) + sz(R)
% (for a sub-list, fl_item's clause 1 head unifies but integer/1 fails: 1 step,
% then clause 2: 1 step). By induction, sz(L) <= st(L) <= 2*sz(L) - 1:
%   digit:  2 + st(R) >= 2 + sz(R) = sz(L);  2 + st(R) <= 2*sz(R) + 1 < 2*sz(L) - 1
%   list:   3 + st(E) + st(R) >= 3 + sz(E) + sz(R) > sz(L);
%           3 + st(E) + st(R) <= 3 + (2*sz(E) - 1) + (2*sz(R) - 1) = 2*sz(L) - 1
% The lower bound is reached exactly by flat lists of digits, the upper one by
% lists with no digit at all ([[]], [[],[[]]], ...).
%   lb = size(L),   ub = 2*size(L) - 1.

:- regtype digit/1.
digit(0). digit(1). digit(2). digit(3). digit(4).
digit(5). digit(6). digit(7). digit(8). digit(9).

:- regtype nlist/1.
nlist([]).
nlist([E|Es]) :- item(E), nlist(Es).

:- regtype item/1.
item(D) :- digit(D).
item(L) :- nlist(L).

:- check pred fl(L, F0, F) : (nlist(L), var(F0), var(F))
    + (cost(ub, steps, 2*size(L) - 1), cost(lb, steps, size(L))).

fl([], F, F).
fl([E|Es], F0, F) :- fl_item(E, F0, F1), fl(Es, F1, F).

fl_item(E, [E|F], F) :- integer(E), !.
fl_item(E, F0, F) :- fl(E, F0, F).
