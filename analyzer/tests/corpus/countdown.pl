% countdown.pl -- loops counting an integer down to 0 (cost linear in N).
%
%   countdown(0, []) :- !.
%   countdown(N, [N|T]) :- N1 is N - 1, countdown(N1, T).
%
% C(0) = 1, C(N) = 1 + C(N-1)  =>  C(N) = N + 1.
%
%   sum_to(N, S) :- sum_to(N, 0, S).
%   sum_to(0, S, S) :- !.
%   sum_to(N, A, S) :- A1 is A + N, N1 is N - 1, sum_to(N1, A1, S).
%
% sum_to/3 costs N + 1 the same way, the wrapper one more: N + 2.

:- check pred countdown(N, L) : (nnegint(N), var(L))
    + (cost(ub, steps, N + 1), cost(lb, steps, N + 1)).
:- check pred sum_to(N, S) : (nnegint(N), var(S))
    + (cost(ub, steps, N + 2), cost(lb, steps, N + 2)).

countdown(0, []) :- !.
countdown(N, [N|T]) :- N1 is N - 1, countdown(N1, T).

sum_to(N, S) :- sum_to(N, 0, S).

sum_to(0, S, S) :- !.
sum_to(N, A, S) :- A1 is A + N, N1 is N - 1, sum_to(N1, A1, S).
