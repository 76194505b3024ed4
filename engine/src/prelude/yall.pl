% yall.pl: library(yall) lambda expressions as in SWI-Prolog 9:
% `Params>>Body` and `Free/Lambda` (Free a `{...}` term), called with up to seven
% extra arguments. The lambda is copied before each call, except the variables of
% Free, so variables local to the lambda are fresh on every call. Lambdas the
% loader compiled into auxiliary predicates (machine/lambda_expand.rs) do not come here.
% (SWI's `\X^Body` is not part of its library(yall) and is not provided.)

'>>'(Ps, B) :- '$yall_call'(Ps, B, []).
'>>'(Ps, B, A1) :- '$yall_call'(Ps, B, [A1]).
'>>'(Ps, B, A1, A2) :- '$yall_call'(Ps, B, [A1, A2]).
'>>'(Ps, B, A1, A2, A3) :- '$yall_call'(Ps, B, [A1, A2, A3]).
'>>'(Ps, B, A1, A2, A3, A4) :- '$yall_call'(Ps, B, [A1, A2, A3, A4]).
'>>'(Ps, B, A1, A2, A3, A4, A5) :- '$yall_call'(Ps, B, [A1, A2, A3, A4, A5]).
'>>'(Ps, B, A1, A2, A3, A4, A5, A6) :- '$yall_call'(Ps, B, [A1, A2, A3, A4, A5, A6]).
'>>'(Ps, B, A1, A2, A3, A4, A5, A6, A7) :- '$yall_call'(Ps, B, [A1, A2, A3, A4, A5, A6, A7]).

'/'(Free, L) :- '$yall_free_call'(Free, L, []).
'/'(Free, L, A1) :- '$yall_free_call'(Free, L, [A1]).
'/'(Free, L, A1, A2) :- '$yall_free_call'(Free, L, [A1, A2]).
'/'(Free, L, A1, A2, A3) :- '$yall_free_call'(Free, L, [A1, A2, A3]).
'/'(Free, L, A1, A2, A3, A4) :- '$yall_free_call'(Free, L, [A1, A2, A3, A4]).
'/'(Free, L, A1, A2, A3, A4, A5) :- '$yall_free_call'(Free, L, [A1, A2, A3, A4, A5]).
'/'(Free, L, A1, A2, A3, A4, A5, A6) :- '$yall_free_call'(Free, L, [A1, A2, A3, A4, A5, A6]).
'/'(Free, L, A1, A2, A3, A4, A5, A6, A7) :- '$yall_free_call'(Free, L, [A1, A2, A3, A4, A5, A6, A7]).

'$yall_call'(Ps, _, _) :- var(Ps), !, throw(error(instantiation_error, _)).
'$yall_call'(Free/Ps, B, Args) :- !,
    '$yall_free'(Free),
    '$must_be'(list, Ps),
    copy_term(Free/Ps>>B, Free/PsC>>BC),
    '$yall_bind'(PsC, Args, Extra, Free/Ps>>B),
    '$yall_body'(BC, Extra).
'$yall_call'(Ps, B, Args) :-
    '$must_be'(list, Ps),
    copy_term(Ps>>B, PsC>>BC),
    '$yall_bind'(PsC, Args, Extra, Ps>>B),
    '$yall_body'(BC, Extra).

'$yall_free_call'(Free, L, Args) :-
    '$yall_free'(Free),
    copy_term(Free+L, Free+LC),
    '$yall_body'(LC, Args).

'$yall_bind'([], Extra, Extra, _) :- !.
'$yall_bind'([P|Ps], [A|As], Extra, Lambda) :- !, P = A, '$yall_bind'(Ps, As, Extra, Lambda).
'$yall_bind'(_, _, _, Ps>>B) :-
    '$yall_qualified'(B, QB),
    throw(error(domain_error(lambda_parameters, Ps>>QB), _)).

% The body as SWI-Prolog's meta-argument `:` passes it: qualified with its module.
'$yall_qualified'(B, B) :- nonvar(B), B = _:_, !.
'$yall_qualified'(B, user:B).

'$yall_body'(B, []) :- !, call(B).
'$yall_body'(B, Extra) :- G =.. [call, B|Extra], call(G).

'$yall_free'(Free) :- var(Free), !, throw(error(instantiation_error, _)).
'$yall_free'({_}) :- !.
'$yall_free'({}) :- !.
'$yall_free'(Free) :- throw(error(type_error(lambda_free, Free), _)).
