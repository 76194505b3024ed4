% term_expansion/2 and goal_expansion/2 defined in the module a file loads into are
% called by the loader, before user's (chained: the module's result goes to user's);
% goal expansion reaches not/1 and single-sided-unification rules (guard and body);
% current_predicate/1 accepts Name//Arity.
:- module(expansion_in_module, [main/0]).
:- multifile user:term_expansion/2.
:- dynamic user:term_expansion/2.

user:term_expansion(b2c, final_c).
term_expansion(a2b, b2c).
term_expansion(case(H, C), [C, source(H)]).
term_expansion(make_dcg, (gen --> "ab")).
goal_expansion(g_b, g_c).

a2b.
make_dcg.
case(p1(_), (p1(X) :- X = f(_))).
e_not :- not(g_b).
g_c.
ssu(X), g_b => X = guard_expanded.
ssu_body => g_b.

e(G) :- catch((G -> R = yes(G) ; R = no), error(E, _), R = E), show(R).
show(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ), nl.

main :-
    e(final_c), e(clause(final_c, _)), e(source(_)), e(p1(_)),
    e(phrase(gen, `ab`)), e(e_not), e(ssu(_)), e(ssu_body),
    e(current_predicate(gen//0)), e(current_predicate(gen//1)),
    e(current_predicate(expansion_in_module:gen//_)),
    e(current_predicate(nothing_here//_)),
    e(current_predicate(gen//a)), e(current_predicate(gen//(-1))).
