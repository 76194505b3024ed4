% Recursion with another call pattern: a call with an input where the
% predicate's recursion has an output. The static analysis once proved the
% bounds marked FALSE (the clause bounds up to the first solution lacked the
% recursive call's cost). Found by the verdict cross-check (bench/verdicts).
:- use_module(library(dcg/basics)).

% SWI-Prolog's nreverse benchmark, clause order kept: nreverse(A, B) called with
% B bound recurses with nreverse(L0, L1), L1 free. Every bound marked FALSE is
% violated by nreverse([0,1,2,3,4,5], [5,4,3,2,1,0]): 28 steps, gounif 11,
% vounif 30.
nreverse([X|L0],L) :- nreverse(L0,L1), concatenate(L1,[X],L).
nreverse([],[]).

concatenate([X|L1],L2,[X|L3]) :- concatenate(L1,L2,L3).
concatenate([],L,L).

:- pred nreverse(A, B) : (list(A, int), list(B, int))
    + (cost(ub, steps, 2*length(B)+3),          % FALSE
       cost(ub, gounif, 0),                     % FALSE
       cost(ub, vounif, 0),                     % FALSE
       cost(ub, steps, 0.5*length(A)**2+1.5*length(A)+1)).

% A parser of comma-separated integers (the shape of an Advent-of-Code input
% reader): nums([1,2,3], `1,2,3`, R) costs 4 steps and 21 heap cells.
nums([N|Ns]) --> integer(N), ",", nums(Ns).
nums([N]) --> integer(N).
nums([]) --> [].

:- pred nums(A, B, C) : (list(A, int), list(B, int), var(C))
    + (cost(ub, heap, 7),                       % FALSE
       cost(ub, steps, 3)).                     % FALSE
