% Predicates with no arguments: a chain of nine 0-ary predicates, each calling
% the next as its last goal (no environment, no argument registers).
% Per iteration: 10 steps, nargs 1, viunif 1 (the driver's counter).

noargs_bench(0) :- !.
noargs_bench(K) :- p0, K1 is K - 1, noargs_bench(K1).

p0 :- p1.
p1 :- p2.
p2 :- p3.
p3 :- p4.
p4 :- p5.
p5 :- p6.
p6 :- p7.
p7 :- p8.
p8.
