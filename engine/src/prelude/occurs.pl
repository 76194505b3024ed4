% library(occurs): finding subterms. Subterms are visited in preorder: the term
% itself, then each argument's subterms from left to right (a list is '[|]'/2).

sub_term(Sub, Sub).
sub_term(Sub, Term) :-
    compound(Term),
    arg(_, Term, Arg),
    sub_term(Sub, Arg).

% A subterm identical (==) to Sub.
sub_var(Sub, Term) :-
    sub_term(S, Term),
    S == Sub.

% The first subterm that unifies with Sub, bound to it.
contains_term(Sub, Term) :-
    sub_term(Sub, Term), !.

contains_var(Sub, Term) :-
    sub_var(Sub, Term), !.

free_of_term(Sub, Term) :-
    \+ contains_term(Sub, Term).

free_of_var(Sub, Term) :-
    \+ contains_var(Sub, Term).

% Subterms that unify with Sub (none is bound).
occurrences_of_term(Sub, Term, Count) :-
    findall(x, (sub_term(S, Term), \+ \+ S = Sub), Xs),
    length(Xs, Count).

occurrences_of_var(Sub, Term, Count) :-
    findall(x, sub_var(Sub, Term), Xs),
    length(Xs, Count).

% The variables of Sub that also occur in Term outside Sub (all of them when Sub
% occurs more than once).
sub_term_shared_variables(Sub, Term, Vars) :-
    term_variables(Sub, SubVars),
    '$occurs_shared'(SubVars, Sub, Term, Vars).

'$occurs_shared'([], _, _, []).
'$occurs_shared'([V|Vs], Sub, Term, Shared) :-
    occurrences_of_var(V, Sub, InSub),
    occurrences_of_var(V, Term, InTerm),
    (   InTerm > InSub
    ->  Shared = [V|Shared1]
    ;   Shared = Shared1
    ),
    '$occurs_shared'(Vs, Sub, Term, Shared1).
