% A call no trust assertion covers: ext/2 is trusted for lists only, and use/2
% passes it a ground term of no known type. ext/2 is unknown there.
:- trust pred ext(A, B) : (list(A), var(B)) + (cost(ub, steps, 1), det).
:- pred use(A, B) : (gnd(A), var(B)).
use(A, B) :- ext(A, B).
