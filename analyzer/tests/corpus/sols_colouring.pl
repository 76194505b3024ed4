% sols_colouring.pl -- colourings of a path with three colours (solutions as a
% resource).
%
%   paint([], []).
%   paint([_|Ns], [C|Cs]) :- col(C), paint(Ns, Cs).
%   colour(Ns, Cs) :- colour(Ns, none, Cs).
%   colour([], _, []).
%   colour([_|Ns], P, [C|Cs]) :- col(C), C \== P, colour(Ns, C, Cs).
%   col(red).  col(green).  col(blue).
%
% Mode (+Ns, -Cs), n = length(Ns). col/1 has 3 solutions and costs 3 steps
% over all of them.
% paint (any colour per node): S(0) = 1, S(n) = 3*S(n-1)  =>  3^n solutions.
% All solutions: P(0) = 1 (clause 1; clause 2's head fails on []), for n >= 1
% (clause 1's head fails) P(n) = 1 + 3 + 3*P(n-1)  =>  P(n) = 3^(n+1) - 2.
% First solution (red everywhere): 2n + 1.
% colour (neighbours different): the first node has 3 colours, each later one
% 2: 1 solution for n = 0, 3*2^(n-1) for n >= 1, that is
% 3*2^n/2 + min(n,1)/2 - 1/2. All solutions: with T'(k) the cost of colour/3
% after a coloured node, T'(0) = 1, T'(k) = 1 + 3 + 2*T'(k-1) = 5*2^k - 4 (the
% test fails for one colour of three), and for the first node T(0) = 1,
% T(n) = 4 + 3*T'(n-1) = 15*2^(n-1) - 8; with colour/2's own step:
% 2 for n = 0, 15*2^(n-1) - 7 for n >= 1, that is 15*2^n/2 - 11/2 - 3*min(n,1)/2.
% (The analysis counts the test as one solution at most: its bounds are the
% paint ones, 3^n solutions and 3^(n+1) - 2 + 1 steps; the exact ones below are
% left to run-time checking.)

:- check pred paint(Ns, Cs) : (list(Ns, int), var(Cs))
    + (cost(ub, sols, 3**length(Ns)), cost(lb, sols, 3**length(Ns)),
       cost(ub, allsols, steps, 3**(length(Ns) + 1) - 2),
       cost(ub, steps, 2*length(Ns) + 1), cost(lb, steps, 2*length(Ns) + 1)).
:- check pred colour(Ns, Cs) : (list(Ns, int), var(Cs))
    + (cost(ub, sols, 3*2**length(Ns)/2 + min(length(Ns), 1)/2 - 1/2),
       cost(lb, sols, 3*2**length(Ns)/2 + min(length(Ns), 1)/2 - 1/2),
       cost(ub, allsols, steps, 15*2**length(Ns)/2 - 11/2 - 3*min(length(Ns), 1)/2),
       cost(ub, allsols, steps, 3**(length(Ns) + 1) - 1)).

paint([], []).
paint([_|Ns], [C|Cs]) :- col(C), paint(Ns, Cs).

colour(Ns, Cs) :- colour(Ns, none, Cs).

colour([], _, []).
colour([_|Ns], P, [C|Cs]) :- col(C), C \== P, colour(Ns, C, Cs).

col(red).
col(green).
col(blue).
