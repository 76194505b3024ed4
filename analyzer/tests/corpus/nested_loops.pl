% nested_loops.pl -- two nested counting loops: for I = N..1, for J = I..1.
%
%   outer(0) :- !.
%   outer(I) :- inner(I), I1 is I - 1, outer(I1).
%   inner(0) :- !.
%   inner(J) :- J1 is J - 1, inner(J1).
%
% inner(J) costs J + 1 (J steps of clause 2, one of clause 1). Then
%   O(0) = 1,  O(I) = 1 + (I + 1) + O(I-1)
% so O(N) = 1 + sum_{i=1..N} (i + 2) = N(N+1)/2 + 2N + 1.

:- check pred outer(N) : nnegint(N)
    + (cost(ub, steps, N*(N+1)/2 + 2*N + 1), cost(lb, steps, N*(N+1)/2 + 2*N + 1)).
:- check pred inner(N) : nnegint(N)
    + (cost(ub, steps, N + 1), cost(lb, steps, N + 1)).

outer(0) :- !.
outer(I) :- inner(I), I1 is I - 1, outer(I1).

inner(0) :- !.
inner(J) :- J1 is J - 1, inner(J1).
