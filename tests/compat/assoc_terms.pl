% library(assoc) trees as SWI-Prolog builds them: list_to_assoc/2 and
% ord_list_to_assoc/2 shapes, put_assoc/4 in ascending, descending and mixed
% order (every rotation), del_assoc/4, del_min_assoc/4, del_max_assoc/4,
% is_assoc/1 on what they build, and lookups.
pairs(N, Ps) :- findall(K-v, between(1, N, K), Ps).
puts(Keys, A) :- empty_assoc(E), foldl([K, A0, A1]>>put_assoc(K, A0, K, A1), Keys, E, A).
mixed(N, Ks) :- numlist(1, N, L), findall(K, (member(I, L), K is (I * 7) mod (N + 1)), Ks).
show(Tag, A) :- print(Tag-A), nl, ( is_assoc(A) -> true ; write(not_assoc(Tag)), nl ).
main :-
    forall(between(0, 9, N), (pairs(N, Ps), list_to_assoc(Ps, A), show(list(N), A))),
    pairs(6, P6), ord_list_to_assoc(P6, O6), show(ord(6), O6),
    forall(between(1, 9, N), (numlist(1, N, L), puts(L, A), show(up(N), A))),
    forall(between(1, 9, N), (numlist(1, N, L0), reverse(L0, L), puts(L, A), show(down(N), A))),
    forall(member(N, [6, 10, 12, 16]), (mixed(N, Ks), puts(Ks, A), show(mixed(N), A))),
    numlist(1, 15, L15), puts(L15, T15),
    forall(member(K, [8, 1, 15, 4, 12]), (del_assoc(K, T15, V, D), show(del(K, V), D))),
    foldl([K, A0, A1]>>del_assoc(K, A0, _, A1), [1, 2, 3, 4, 5, 6], T15, D6), show(del_run, D6),
    del_min_assoc(T15, Kmin, _, Dmin), show(del_min(Kmin), Dmin),
    del_max_assoc(T15, Kmax, _, Dmax), show(del_max(Kmax), Dmax),
    findall(K-V, (member(K, [3, 9, 20]), ( get_assoc(K, T15, V) -> true ; V = none )), Got),
    print(Got), nl,
    pairs(100, P100), list_to_assoc(P100, A100), assoc_to_keys(A100, K100), length(K100, C),
    max_assoc(A100, Mx, _), min_assoc(A100, Mn, _), print(C-Mn-Mx), nl,
    catch(list_to_assoc([a-1, a-2], _), error(E, _), (print(E), nl)).
