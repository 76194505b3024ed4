% library(yall) and library(apply) loaded: lambdas in meta-arguments of maplist,
% foldl, include, call/N, forall, findall and declared meta-predicates are
% compiled into auxiliary predicates (SWI-Prolog's goal expansion), so a variable
% of the body that is neither a parameter nor declared free is local.
:- use_module(library(yall)).
:- use_module(library(apply)).

% Prints T with each unbound variable shown as `v`.
show(T) :- copy_term(T, C), term_variables(C, Vs), maplist(=(v), Vs), print(C), nl.
try(G) :- catch(G, error(E, _), (write('caught: '), show(E))).

:- meta_predicate twice(1, ?).
twice(G, X) :- call(G, X), call(G, X).

global_bound_before(L) :- N = 2, include([X]>>(X > N), [1, 2, 3], L).
free_declared(L) :- N = 2, include({N}/[X]>>(X > N), [1, 2, 3], L).
global_bound_after(L) :- maplist([X, Y]>>(Y = X-Z), [1, 2], L), Z = 5.
param_shadows(R) :- X = 3, ( maplist([X]>>true, [1, 2]) -> R = yes ; R = no ).
accumulate(S) :- foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S).
accumulate_list(R) :- foldl([X, A0, A]>>(A = [X|A0]), [1, 2, 3], [], R).
three_lists(R) :- maplist([X, Y, Z]>>(Z is X + Y), [1, 2], [3, 4], R).
nested(R) :- maplist([L, S]>>foldl([X, A0, A]>>(A is A0 + X), L, 0, S), [[1, 2], [3]], R).
nested_outer_var(R) :- maplist([L, Y]>>maplist([X]>>(Y = X), L), [[1], [3]], R).
free_closure(R) :- maplist({Z}/[X]>>(Z = X), [1, 1]), R = Z.
free_plain_closure :- maplist({Z}/print, [1, 2]), nl, show(Z).
empty_free :- maplist({}/[X]>>(print(X), nl), [p]).
pattern_params(L) :- maplist([X-Y, Y-X]>>true, [1-a, 2-b], L).
call_n(R) :- call([X, Y]>>(Y is X + 1), 1, R).
call_n_global(R) :- W = 4, call([X, Y]>>(Y is X * W), 1, R).
not_meta_context(R) :- W = 4, try(call([X, Y]>>(Y is X * W), 1, R)).
in_forall :- forall(member(X, [1, 2]), call([Y]>>(print(Y), nl), X)).
in_findall(Ls) :- findall(L, maplist([X, Y]>>(Y is X * 10), [1, 2], L), Ls).
declared_meta :- Y = 7, twice([X]>>show(X-Y), a).
global_error :- try(maplist([X, Y]>>(Y is X * W0), [1, 2], _)), W0 = 1.
type_error_inside :- try(maplist([X, Y]>>(Y is X), [a], _)).
backtracking :- forall(maplist([X]>>(X = 1 ; X = 2), [A, B]), (print(A-B), nl)).
free_then_params(L) :- N = 10, maplist({N}/[X, Y]>>(Y is X + N), [1, 2], L).
free_of_inner_lambda(L) :- N = 10, maplist({N}/([X, Y]>>(Y is X + N)), [1, 2], L).
fewer_params(R) :- maplist([X]>>atom_length(X), [ab, abc], R).
runtime_lambda(L) :- N = 1, G = [X]>>(X > N), include(G, [1, 2, 3], L).
same_lambda_twice(A-B) :- maplist([X, Y]>>(Y is X + 1), [1], A), maplist([P, Q]>>(Q is P + 1), [2], B).
local_in_body :- maplist([X]>>(Acc = X), [1, 2]), show(Acc).

:- X = 5, maplist([Y]>>(show(Y-X)), [directive]).

main :-
    forall(member(G, [global_bound_before, free_declared, global_bound_after, param_shadows,
                      accumulate, accumulate_list, three_lists, nested, nested_outer_var,
                      free_closure, pattern_params, call_n, call_n_global, not_meta_context, in_findall, free_of_inner_lambda,
                      fewer_params, runtime_lambda, same_lambda_twice]),
           ( write(G), write(': '), try(call(G, R)) -> show(R) ; write(failed), nl )),
    forall(member(G, [free_plain_closure, empty_free, in_forall, declared_meta, global_error,
                      type_error_inside, backtracking, local_in_body]),
           ( write(G), nl, ( try(G) -> true ; write(failed), nl ) )).
