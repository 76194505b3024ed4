% Moded tabling with many updates of answers that hold big integers and strings:
% each better answer replaces the one stored for its key, so replaced answers
% pile up in the table (and are dropped from it) while the evaluation runs.
:- table big(_, max), word(_, lattice(longer/3)), few(_, min).

big(K, V) :- between(1, 400, I), K is I mod 5, V is (I mod 37) * 10^20 + I.

word(K, W) :-
    between(1, 300, I), K is I mod 4, N is I mod 23,
    length(Cs, N), maplist(=(0'a), Cs), string_codes(S, Cs),
    number_string(I, IS), string_concat(S, IS, W).

% A total order, so the join does not depend on the order answers arrive in.
longer(A, B, C) :-
    string_length(A, LA), string_length(B, LB),
    (   LA > LB -> C = A
    ;   LA =:= LB, A @> B -> C = A
    ;   C = B
    ).

few(K, V) :- between(1, 2000, I), K is I mod 3, V is 5000 - I.

main :-
    forall(between(0, 4, K), (big(K, V), writeln(K-V))),
    forall(between(0, 3, K), (word(K, W), writeln(K-W))),
    forall(between(0, 2, K), (few(K, V), writeln(K-V))),
    findall(K-V, big(K, V), L), msort(L, M), writeln(M).
