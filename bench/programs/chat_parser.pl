% chat_parser: a hand-written (DCG-free) difference-list parser that turns
% English-like sentences into quantified logical forms, in the spirit of
% Chat-80.  A batch of sentences is parsed repeatedly; every parse of each
% sentence is collected (prepositional phrases and relative clauses create
% attachment ambiguities, so there is plenty of backtracking).
%
% Logical forms:
%   every(X, Restriction, Scope), exists(X, Body), the(X, Restriction, Scope),
%   not(F), and(F, G), pred(Name, X), pred(Name, X, Y), pred(Name, X, Y, Z),
%   ask(F) for yes/no questions, query(X, F) for wh-questions.

bench :-
    chat_repeat(3500).

chat_repeat(0) :- !.
chat_repeat(N) :-
    chat_batch(0, Parses),
    Parses =:= 23,
    N1 is N - 1,
    chat_repeat(N1).

% chat_batch(+Count0, -Count): parse every sentence, counting all parses.
chat_batch(C0, C) :-
    findall(S, chat_text(S), Ss),
    chat_parse_all(Ss, C0, C).

chat_parse_all([], C, C).
chat_parse_all([S|Ss], C0, C) :-
    findall(LF, chat_parse(S, LF), LFs),
    LFs = [_|_],
    chat_length(LFs, C0, C1),
    chat_parse_all(Ss, C1, C).

chat_length([], N, N).
chat_length([_|T], N0, N) :-
    N1 is N0 + 1,
    chat_length(T, N1, N).

chat_text([every, man, that, lives, in, london, loves, a, woman]).
chat_text([john, sees, a, man, with, a, telescope]).
chat_text([which, river, flows, through, a, country, that, borders, france]).
chat_text([does, every, student, read, a, book, that, the, teacher, wrote]).
chat_text([the, old, man, in, the, park, near, the, river, sleeps]).
chat_text([no, dog, that, chases, a, cat, is, happy]).
chat_text([who, loves, mary]).
chat_text([is, paris, the, capital, of, france]).
chat_text([some, big, european, city, contains, a, university, with, a,
           library, near, a, park]).
chat_text([mary, gives, a, book, to, every, student, in, the, class]).
chat_text([what, does, john, read]).
chat_text([every, river, that, flows, through, a, country, that, borders, a,
           sea, is, long]).
chat_text([does, the, teacher, that, mary, knows, live, in, paris]).
chat_text([which, student, reads, every, book, that, john, gives, to, mary]).
chat_text([a, young, woman, with, a, dog, walks, in, the, park, near, the,
           university]).

% chat_parse(+Words, -LogicalForm)
chat_parse(Words, LF) :-
    chat_sentence(LF, Words, []).

chat_sentence(LF, S0, S) :-
    chat_np(X, VP, LF, S0, S1),
    chat_vp(third, X, VP, S1, S).
chat_sentence(ask(LF), [does|S1], S) :-
    chat_np(X, VP, LF, S1, S2),
    chat_vp(inf, X, VP, S2, S).
chat_sentence(ask(LF), [is|S1], S) :-
    chat_np(X, P, LF, S1, S2),
    chat_be_complement(X, P, S2, S).
chat_sentence(query(X, and(pred(person, X), VP)), [who|S1], S) :-
    chat_vp(third, X, VP, S1, S).
chat_sentence(query(X, and(R, VP)), [which|S1], S) :-
    chat_nbar(X, R, S1, S2),
    chat_vp(third, X, VP, S2, S).
chat_sentence(query(X, and(pred(thing, X), LF)), [what, does|S1], S) :-
    chat_np(Y, V, LF, S1, S2),
    chat_verb(inf, tv, Verb, S2, S),
    V = pred(Verb, Y, X).

% chat_np(?X, +Scope, -LF, +S0, -S): a noun phrase denoting X; LF is Scope
% wrapped in the noun phrase's quantifier.
chat_np(X, Scope, Scope, [X|S], S) :-
    chat_proper(X).
chat_np(X, Scope, LF, S0, S) :-
    chat_det(D, S0, S1),
    chat_nbar(X, R, S1, S),
    chat_quant(D, X, R, Scope, LF).

chat_quant(every, X, R, S, every(X, R, S)).
chat_quant(some, X, R, S, exists(X, and(R, S))).
chat_quant(the, X, R, S, the(X, R, S)).
chat_quant(no, X, R, S, not(exists(X, and(R, S)))).

chat_det(every, [every|S], S).
chat_det(every, [each|S], S).
chat_det(some, [a|S], S).
chat_det(some, [an|S], S).
chat_det(some, [some|S], S).
chat_det(the, [the|S], S).
chat_det(no, [no|S], S).

% chat_nbar(?X, -Restriction, +S0, -S): adjectives, a noun, then modifiers.
chat_nbar(X, R, S0, S) :-
    chat_adjectives(X, Adjs, S0, S1),
    chat_noun(X, N, S1, S2),
    chat_conj(Adjs, N, R0),
    chat_nbar_mods(X, R0, R, S2, S).

chat_adjectives(X, [pred(A, X)|As], [A|S0], S) :-
    chat_adj(A),
    chat_adjectives(X, As, S0, S).
chat_adjectives(_, [], S, S).

chat_conj([], N, N).
chat_conj([A|As], N, and(A, R)) :-
    chat_conj(As, N, R).

chat_noun(X, pred(N, X), [N|S], S) :-
    chat_common_noun(N).

chat_nbar_mods(_, R, R, S, S).
chat_nbar_mods(X, R0, R, S0, S) :-
    chat_pp(X, PP, S0, S1),
    chat_nbar_mods(X, and(R0, PP), R, S1, S).
chat_nbar_mods(X, R0, and(R0, Rel), S0, S) :-
    chat_relative(X, Rel, S0, S).

% chat_pp(?X, -LF, +S0, -S): a prepositional phrase modifying X.
chat_pp(X, LF, S0, S) :-
    chat_prep(P, S0, S1),
    chat_np(Y, pred(P, X, Y), LF, S1, S).

% Relative clauses: subject gap ("that loves mary") or object gap ("that
% mary knows", "that john gives to mary").
chat_relative(X, VP, [Rel|S1], S) :-
    chat_rel_pronoun(Rel),
    chat_vp(third, X, VP, S1, S).
chat_relative(X, LF, [Rel|S1], S) :-
    chat_rel_pronoun(Rel),
    chat_np(Y, V, LF, S1, S2),
    chat_object_gap(Y, X, V, S2, S).

chat_object_gap(Subj, Obj, pred(V, Subj, Obj), S0, S) :-
    chat_verb(third, tv, V, S0, S).
chat_object_gap(Subj, Obj, pred(V, Subj, Obj), S0, S) :-
    chat_verb(past, tv, V, S0, S).
chat_object_gap(Subj, Obj, LF, S0, S) :-
    chat_verb(third, dv, V, S0, [to|S1]),
    chat_np(Z, pred(V, Subj, Obj, Z), LF, S1, S).

chat_rel_pronoun(that).
chat_rel_pronoun(who).
chat_rel_pronoun(which).

% chat_vp(+Form, ?X, -LF, +S0, -S): a verb phrase predicated of X.
chat_vp(Form, X, LF, S0, S) :-
    chat_vp_core(Form, X, LF0, S0, S1),
    chat_vp_mods(X, LF0, LF, S1, S).

chat_vp_core(Form, X, pred(V, X), S0, S) :-
    chat_verb(Form, iv, V, S0, S).
chat_vp_core(Form, X, LF, S0, S) :-
    chat_verb(Form, tv, V, S0, S1),
    chat_np(Y, pred(V, X, Y), LF, S1, S).
chat_vp_core(Form, X, LF, S0, S) :-
    chat_verb(Form, dv, V, S0, S1),
    chat_np(Y, LF1, LF, S1, [to|S2]),
    chat_np(Z, pred(V, X, Y, Z), LF1, S2, S).
chat_vp_core(third, X, LF, [is|S1], S) :-
    chat_be_complement(X, LF, S1, S).

chat_vp_mods(_, LF, LF, S, S).
chat_vp_mods(X, LF0, LF, S0, S) :-
    chat_pp(X, PP, S0, S1),
    chat_vp_mods(X, and(LF0, PP), LF, S1, S).

chat_be_complement(X, pred(A, X), [A|S], S) :-
    chat_adj(A).
chat_be_complement(X, R, [Det|S1], S) :-
    chat_indefinite(Det),
    chat_nbar(X, R, S1, S).
chat_be_complement(X, LF, [the|S1], S) :-
    chat_nbar(Y, R, S1, S),
    LF = the(Y, R, pred(equal, X, Y)).
chat_be_complement(X, LF, S0, S) :-
    chat_pp(X, LF, S0, S).

chat_indefinite(a).
chat_indefinite(an).

% Verb forms: chat_verb(Form, Type, Lemma, S0, S).
chat_verb(Form, Type, Lemma, [W|S], S) :-
    chat_verb_entry(Lemma, Inf, Third, Past, Type),
    chat_verb_form(Form, Inf, Third, Past, W).

chat_verb_form(inf, W, _, _, W).
chat_verb_form(third, _, W, _, W).
chat_verb_form(past, _, _, W, W).

chat_verb_entry(live, live, lives, lived, iv).
chat_verb_entry(sleep, sleep, sleeps, slept, iv).
chat_verb_entry(walk, walk, walks, walked, iv).
chat_verb_entry(flow, flow, flows, flowed, iv).
chat_verb_entry(love, love, loves, loved, tv).
chat_verb_entry(see, see, sees, saw, tv).
chat_verb_entry(read, read, reads, read, tv).
chat_verb_entry(write, write, writes, wrote, tv).
chat_verb_entry(border, border, borders, bordered, tv).
chat_verb_entry(chase, chase, chases, chased, tv).
chat_verb_entry(contain, contain, contains, contained, tv).
chat_verb_entry(know, know, knows, knew, tv).
chat_verb_entry(give, give, gives, gave, dv).

chat_prep(P, [P|S], S) :-
    chat_preposition(P).

chat_preposition(in).
chat_preposition(with).
chat_preposition(near).
chat_preposition(through).
chat_preposition(of).
chat_preposition(to).

chat_common_noun(man).
chat_common_noun(woman).
chat_common_noun(student).
chat_common_noun(teacher).
chat_common_noun(book).
chat_common_noun(library).
chat_common_noun(university).
chat_common_noun(city).
chat_common_noun(country).
chat_common_noun(river).
chat_common_noun(sea).
chat_common_noun(park).
chat_common_noun(dog).
chat_common_noun(cat).
chat_common_noun(telescope).
chat_common_noun(capital).
chat_common_noun(class).

chat_proper(john).
chat_proper(mary).
chat_proper(london).
chat_proper(paris).
chat_proper(france).

chat_adj(old).
chat_adj(young).
chat_adj(big).
chat_adj(european).
chat_adj(happy).
chat_adj(long).
