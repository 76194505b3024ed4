% Solutions of recursions whose recursive call is inside a control construct
% (a disjunction or an if-then-else, compiled into clauses of their own): the
% analysis counted the recursive call as one solution, so SWI-Prolog's
% benchmark eval.pl, whose repeat/1 has N + 1 solutions, got
% `cost(ub, sols, 6)` checked and `cost(lb, sols, 1+int(A))` false.

:- pred repeat(A) : nnegint(A)
    + (cost(ub, sols, 6),                   % FALSE: repeat(6) has 7 solutions
       cost(lb, sols, 1+int(A))).           % holds
repeat(N) :-
    (   true
    ;   N > 0,
        N1 is N-1,
        repeat(N1)
    ).

:- pred countdown(A) : nnegint(A)
    + (cost(ub, sols, 2),                   % FALSE: countdown(2) has 3 solutions
       cost(lb, sols, int(A)+1)).           % holds
countdown(N) :-
    (   N =:= 0
    ->  true
    ;   (   true
        ;   N1 is N-1,
            countdown(N1)
        )
    ).

% The same recursion written as clauses is solved exactly.
:- pred rep2(A) : nnegint(A)
    + (cost(ub, sols, int(A)+1), cost(lb, sols, int(A)+1)).
rep2(_).
rep2(N) :- N > 0, N1 is N-1, rep2(N1).
