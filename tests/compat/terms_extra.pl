% compound_name_arity/3, compound_name_arguments/3, term_hash/2, succ/2, plus/3,
% tab/1 and flags (bounded, unknown).
main :-
    compound_name_arity(f(a, b), N, A), write(N/A), nl,
    compound_name_arity(T, g, 2), functor(T, TN, TA), write(TN/TA), nl,
    compound_name_arguments(f(a, b), N2, Args), write(N2/Args), nl,
    compound_name_arguments(T2, h, [1, 2]), write(T2), nl,
    catch(compound_name_arity(a, _, _), error(E1, _), true), print(E1), nl,
    term_hash(foo(bar, [1, 2]), H1), term_hash(foo(bar, [1, 2]), H2),
    ( integer(H1), H1 == H2 -> write(same_hash) ; write(bad_hash) ), nl,
    term_hash(f(_), H3), ( var(H3) -> write(unbound) ; write(bound) ), nl,
    succ(X, 4), succ(3, Y), plus(2, Z, 7), write(X/Y/Z), nl,
    ( succ(_, 0) -> write(yes) ; write(no) ), nl,
    write(a), tab(3), write(b), nl,
    current_prolog_flag(bounded, B), write(B), nl,
    ( current_prolog_flag(debug, off) -> write(debug_off) ; write(debug_on) ), nl,
    ( current_prolog_flag(no_such_flag_zz, _) -> write(flag) ; write(no_flag) ), nl,
    catch(set_prolog_flag(bounded, true), error(E2, _), true), print(E2), nl,
    catch(set_prolog_flag(max_arity, 40), error(E3, _), true), print(E3), nl.
