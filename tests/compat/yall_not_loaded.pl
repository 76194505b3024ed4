% library(yall) not loaded by the file (its lambdas autoloaded at run time) and
% library(apply) loaded: no lambda is compiled, each call copies the lambda, so a
% variable bound before the call is seen by the body and a free one is copied.
:- use_module(library(apply)).

% Prints T with each unbound variable shown as `v`.
show(T) :- copy_term(T, C), term_variables(C, Vs), maplist(=(v), Vs), print(C), nl.
try(G) :- catch(G, error(E, _), (write('caught: '), show(E))).

global_bound_before(L) :- N = 2, include([X]>>(X > N), [1, 2, 3], L).
global_bound_after(L) :- maplist([X, Y]>>(Y = X-Z), [1, 2], L), Z = 5.
param_bound_before(R) :- X = 3, ( maplist([X]>>true, [1, 2]) -> R = yes ; R = no ).
call_n_global(R) :- W = 4, call([X, Y]>>(Y is X * W), 1, R).
nested_outer_var(R) :- maplist([L, Y]>>maplist([X]>>(Y = X), L), [[1], [3]], R).
local_in_body :- maplist([X]>>(Acc = X), [1, 2]), show(Acc).
free_shared(R) :- maplist({Z}/[X]>>(Z = X), [1, 1]), R = Z.
too_many_params :- try(maplist([X, Y]>>true, [1])).
unbound_params :- try(maplist(_>>true, [1])).
bad_free :- try(maplist(foo/[X]>>true, [1])).

main :-
    forall(member(G, [global_bound_before, global_bound_after, param_bound_before,
                      call_n_global, nested_outer_var, free_shared]),
           ( write(G), write(': '), try(call(G, R)) -> show(R) ; write(failed), nl )),
    forall(member(G, [local_in_body, too_many_params, unbound_params, bad_free]),
           ( write(G), nl, ( try(G) -> true ; write(failed), nl ) )).
