:- pred nrev(A,B) : (list(A,int), var(B))
    + (cost(ub, exec_time, 30*length(A)**2 + 100*length(A) + 100),
       cost(ub, exec_time, 10*length(A)**2)).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
