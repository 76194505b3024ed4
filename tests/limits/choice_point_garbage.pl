% Garbage below choice points: every iteration leaves a choice point (the first
% argument of level/2 does not tell its clauses apart) and binds a variable older
% than it to a 1,000-element list, then drops the list. Only the choice points
% stay reachable; the lists must be reclaimed (5,000 of them take 160 MiB).

below_choice_points(0) :- !.
below_choice_points(N) :-
    level(N, L),
    length(L, 1000),
    N1 is N - 1,
    below_choice_points(N1).

level(_, L) :- numlist(1, 1000, L).
level(_, []).
