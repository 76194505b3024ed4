% sols_subset.pl -- every subset of a list, each tagged (solutions as a resource).
%
%   tagged(L, T) :- subset(L, S), tag(S, T).
%   subset([], []).
%   subset([X|T], [X|S]) :- subset(T, S).
%   subset([_|T], S) :- subset(T, S).
%   tag(S, t(S)).
%
% Mode (+L, -T), n = length(L).
% subset: on [] one solution, on [_|T] clauses 2 and 3 each give every subset
% of T:  S(0) = 1, S(n) = 2*S(n-1)  =>  2^n solutions, exactly.
% Its cost over all solutions: A(0) = 1, A(n) = 2 + 2*A(n-1) => 3*2^n - 2.
% tagged: 1 + (3*2^n - 2) + 2^n (tag/2 once per subset) = 4*2^n - 1 steps, and
% 2^n solutions. First solution: 1 + (n + 1) + 1 = n + 3.

:- check pred tagged(L, T) : (list(L, int), var(T))
    + (cost(ub, sols, 2**length(L)), cost(lb, sols, 2**length(L)),
       cost(ub, allsols, steps, 4*2**length(L) - 1),
       cost(ub, steps, length(L) + 3), cost(lb, steps, length(L) + 3)).
:- check pred subset(L, S) : (list(L, int), var(S))
    + (cost(ub, sols, 2**length(L)), cost(lb, sols, 2**length(L))).

tagged(L, T) :- subset(L, S), tag(S, T).

subset([], []).
subset([X|T], [X|S]) :- subset(T, S).
subset([_|T], S) :- subset(T, S).

tag(S, t(S)).
