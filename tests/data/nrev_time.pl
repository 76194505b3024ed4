:- pred nrev(A,B) : (list(A,int), var(B))
    + (cost(ub, exec_time, 1000*length(A)**2 + 1000*length(A) + 10000),
       cost(ub, exec_time, length(A)**2)).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
