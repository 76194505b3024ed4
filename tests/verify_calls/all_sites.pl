% Every call of sum/2 and sum_acc/3 passes a list of numbers, a number and an
% unbound variable: the calls properties are checked. The recursive call gets
% its list from the head (the precondition of the clause's own predicate), its
% number from is/2, and its unbound variable from the head.
:- pred sum(L, S) : (list(L, num), var(S)).
:- pred sum_acc(L, A, S) : (list(L, num), num(A), var(S)).

sum(L, S) :- sum_acc(L, 0, S).

sum_acc([], A, A).
sum_acc([X|Xs], A, S) :- A1 is A + X, sum_acc(Xs, A1, S).

main :-
    sum([1, 2, 3], S),
    write(S), nl,
    length(L, 2),
    L = [4, 5],
    sum(L, T),
    write(T), nl.
