% Atoms made at run time and collected: those kept in clauses, flags, global
% variables, operators, findall results and live variables survive
% garbage_collect_atoms/0 and the collections 60,000 transient atoms trigger.
:- dynamic kept/2.

churn(0) :- !.
churn(N) :- atom_concat(tmp_, N, A), atom_length(A, _), N1 is N-1, churn(N1).

made(Prefix, I, A) :- atom_concat(Prefix, I, A).

keep_all :-
    forall(between(1, 5, I), ( made(fact_, I, A), assertz(kept(I, A)) )),
    made(gone_, 1, R), assertz(kept(0, R)), retract(kept(0, R)),
    made(flag_value_, 7, F), create_prolog_flag(agc_demo, F, []),
    made(global_, 8, G), nb_setval(agc_global, G),
    made(op_, 9, O), op(700, xfx, O).

check_all(Live, Bag) :-
    findall(A, kept(_, A), As), print(As), nl,
    current_prolog_flag(agc_demo, F), print(F), nl,
    nb_getval(agc_global, G), print(G), nl,
    ( current_op(P, T, Op), atom_concat(op_, _, Op) -> print(op(P, T, Op)) ; write(no_op) ), nl,
    print(Live), nl,
    print(Bag), nl,
    atom_length(Live, L), write(L), nl,
    atom_codes(Live, Cs), atom_codes(Again, Cs), ( Again == Live -> write(same) ; write(different) ), nl.

main :-
    keep_all,
    made(live_, 42, Live),
    findall(B, ( between(1, 3, I), made(bag_, I, B) ), Bag),
    churn(60000),
    garbage_collect_atoms,
    check_all(Live, Bag),
    churn(30000), garbage_collect, garbage_collect_atoms,
    check_all(Live, Bag),
    msort([made_z, made_a, Live, made_m], Sorted), print(Sorted), nl,
    made(tmp_, 17, T), atom_length(T, TL), write(T-TL), nl,
    sub_atom(Live, 0, 4, _, Sub), write(Sub), nl,
    ( atom_concat(live_, 42, X), X == Live -> write(equal_to_text) ; write(not_equal) ), nl.
