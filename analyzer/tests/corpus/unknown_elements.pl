% unknown_elements.pl -- lists built of elements of no known type, then walked
% (issue 18, item 2): the walk needs the list's length only.
%
%   blank_count(L, C) :- blanks(L, B), cnt(B, C).
%   blanks(L, B) :- length(L, N), length(B, N).
%   cnt([], 0).
%   cnt([_|T], C) :- cnt(T, C0), C is C0 + 1.
%
% blanks/2 makes B, a list of n fresh variables, by library calls (no step);
% cnt/2 never looks at the elements and takes n + 1 steps. So
%   S(n) = 1 + 1 + (n + 1) = n + 3.
%
%   copies_count(L, C) :- copies(L, P), cnt(P, C).
%   copies(L, [R, K]) :- reverse(L, R), copy_term(L, K).
%
% copies/2 builds a list of two elements whose values come from library
% predicates (whose outputs the analysis gives no type); reverse/2 and
% copy_term/2 succeed on every list. cnt/2 on two elements takes 3 steps:
%   S(n) = 1 + 1 + 3 = 5.

:- check pred blank_count(L, C) : (list(L, int), var(C))
    + (cost(ub, steps, length(L) + 3), cost(lb, steps, length(L) + 3), not_fails, is_det).
:- check pred copies_count(L, C) : (list(L, int), var(C))
    + (cost(ub, steps, 5), cost(lb, steps, 5), not_fails, is_det).

blank_count(L, C) :- blanks(L, B), cnt(B, C).
blanks(L, B) :- length(L, N), length(B, N).

copies_count(L, C) :- copies(L, P), cnt(P, C).
copies(L, [R, K]) :- reverse(L, R), copy_term(L, K).

cnt([], 0).
cnt([_|T], C) :- cnt(T, C0), C is C0 + 1.
