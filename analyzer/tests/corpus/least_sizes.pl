% least_sizes.pl -- a user type whose smallest term has more than one
% subterm, library predicates called in a walk, and one assertion measuring an
% argument two ways (size for the upper bound, length for the lower).
%
%   unwrap(p(A, B), S) :- S is A + B.
%   unwrap(w(C), S) :- unwrap(C, S).
%
% A chain is p(A, B) (three subterms, its least size) wrapped k times in w/1
% (one subterm each): size(T) = k + 3, and every size from 3 on has a chain.
% unwrap/2 unifies one head per w/1 and one for the pair: steps = k + 1 =
% size(T) - 2 exactly. Every chain matches a head: at least one step.
%
%   code_sums([], []).
%   code_sums([A|As], [S|Ss]) :- name(A, Cs), sum_list(Cs, S), code_sums(As, Ss).
%   shown([], []).
%   shown([X|Xs], [A|As]) :- term_to_atom(X, A), shown(Xs, As).
%
% name/2, sum_list/2 and term_to_atom/2 call no user predicate and take no
% step: one step per element and one for []: steps = length(L) + 1 exactly.
%
%   row_counts([], []).
%   row_counts([R|Rs], [C|Cs]) :- cnt_pos(R, 0, C), row_counts(Rs, Cs).
%   cnt_pos([], C, C).
%   cnt_pos([X|Xs], C0, C) :- ( X > 0 -> C1 is C0 + 1 ; C1 = C0 ), cnt_pos(Xs, C1, C).
%
% n rows of lengths l1..ln (L their sum): steps = 1 + sum(1 + (li + 1)) =
% 2n + 1 + L. The size of the rows (subterms of the list: n cells, its [],
% each row 2li + 1) is s = 2n + 1 + 2L, so steps = s - L <= s, attained when
% every row is empty: ub = size(Rs) exactly. For a given length n the fewest
% steps are taken when every row is empty: lb = 2*length(Rs) + 1 exactly.

:- regtype chain/1.
chain(p(A, B)) :- int(A), int(B).
chain(w(C)) :- chain(C).

:- check pred unwrap(T, S) : (chain(T), var(S))
    + (not_fails, cost(ub, steps, size(T) - 2), cost(lb, steps, size(T) - 2)).
:- check pred code_sums(L, S) : (list(L, atm), var(S))
    + (not_fails, cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred shown(L, S) : (list(L, int), var(S))
    + (not_fails, cost(ub, steps, length(L) + 1), cost(lb, steps, length(L) + 1)).
:- check pred row_counts(Rs, Cs) : (list(Rs, list(int)), var(Cs))
    + (not_fails, cost(ub, steps, size(Rs)), cost(lb, steps, 2*length(Rs) + 1)).

unwrap(p(A, B), S) :- S is A + B.
unwrap(w(C), S) :- unwrap(C, S).

code_sums([], []).
code_sums([A|As], [S|Ss]) :- name(A, Cs), sum_list(Cs, S), code_sums(As, Ss).

shown([], []).
shown([X|Xs], [A|As]) :- term_to_atom(X, A), shown(Xs, As).

row_counts([], []).
row_counts([R|Rs], [C|Cs]) :- cnt_pos(R, 0, C), row_counts(Rs, Cs).

cnt_pos([], C, C).
cnt_pos([X|Xs], C0, C) :- ( X > 0 -> C1 is C0 + 1 ; C1 = C0 ), cnt_pos(Xs, C1, C).
