% Control flow through cost centres: failure-driven loops, cuts, exceptions,
% nested and recursive centres.
:- cost_center item/1, use/1, first/1, risky/0, inner/0, len/2, even/1, odd/1.

% Failure-driven loop: item/1 is entered once, redone twice (its last clause
% leaves no choice point), use/1 runs three times.
loop :- item(X), use(X), fail.
loop.
item(a).
item(b).
item(c).
use(_).

% Cut through a cost centre: first/1 exits once with a choice point left, the
% cut removes it: no redo, no fail.
cut :- first(X), !, X == 1.
first(1).
first(2).

% Exception through a cost centre: risky/0 is left through fail by the exception,
% inner/0 exits normally first.
exc :- catch(risky, _, true).
risky :- inner, throw(boom).
inner.

% Recursion: len/2 is one activation with 3 recursive calls; even/odd alternate.
rec :- len([a, b, c], 3), even([a, b, c, d]).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
even([]).
even([_|T]) :- odd(T).
odd([_|T]) :- even(T).

spin :- spin.

main :- loop, cut, exc, rec.
