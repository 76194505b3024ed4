% SWI-Prolog compiles a lambda only where goal expansion sees it: in clauses read
% after library(yall) is loaded, and in meta-arguments of predicates defined when
% the clause is compiled. Here library(apply) is not loaded (maplist/3 and
% include/3 are autoloaded at run time): their lambdas are copied per call, while
% call/N, findall/3 and forall/2 (system predicates) get compiled lambdas.

% Prints T with each unbound variable shown as `v`.
show(T) :- copy_term(T, C), term_variables(C, Vs), maplist(=(v), Vs), print(C), nl.
try(G) :- catch(G, error(E, _), (write('caught: '), show(E))).

before_use_module(R) :- W = 4, call([X, Y]>>(Y is X * W), 1, R).

:- use_module(library(yall)).

after_use_module(R) :- W = 4, call([X, Y]>>(Y is X * W), 1, R).
maplist_not_compiled(L) :- N = 2, maplist([X, Y]>>(Y is X + N), [1, 2], L).
include_not_compiled(L) :- N = 2, include([X]>>(X > N), [1, 2, 3], L).
findall_compiled(L) :- N = 2, findall(Y, call([X]>>(X = N), Y), L).
forall_compiled :- N = 2, forall(member(X, [1]), call([Y]>>(show(Y-N)), X)).
goal_lambda(R) :- R = 1, call({R}/(R == 1)).
no_params_goal :- []>>(show(empty_params)).

main :-
    forall(member(G, [before_use_module, after_use_module, maplist_not_compiled,
                      include_not_compiled, findall_compiled, goal_lambda]),
           ( write(G), write(': '), try(call(G, R)) -> show(R) ; write(failed), nl )),
    forall(member(G, [forall_compiled, no_params_goal]),
           ( write(G), nl, ( try(G) -> true ; write(failed), nl ) )).
