% current_prolog_flag/2 and set_prolog_flag/2: the flags programs test, values as
% SWI-Prolog 9 answers them, read-only flags, errors.
main :-
    forall(member(F, [bounded, max_integer, min_integer, dialect, version_data, integer_rounding_function,
                      max_arity, unknown, occurs_check, last_call_optimisation, char_conversion, debug]),
           ( current_prolog_flag(F, V) -> writeq(F = V), nl ; writeq(F - missing), nl )),
    current_prolog_flag(version, Ver), ( integer(Ver), Ver >= 90000 -> write(version_ok) ; write(version_old) ), nl,
    current_prolog_flag(max_tagged_integer, MT), ( integer(MT), MT > 1 << 30 -> write(tagged_ok) ; write(tagged_bad) ), nl,
    main2.
main2 :-
    set_prolog_flag(unknown, fail), ( undefined_pred_xyz -> write(yes) ; write(failed) ), nl,
    set_prolog_flag(unknown, error),
    catch(set_prolog_flag(bounded, true), error(E1, _), (print(E1), nl)),
    catch(set_prolog_flag(_, true), error(E4, _), (print(E4), nl)),
    catch(current_prolog_flag(1, _), error(E5, _), (print(E5), nl)),
    set_prolog_flag(occurs_check, true), ( X = f(X) -> write(unified) ; write(occurs_fail) ), nl,
    set_prolog_flag(occurs_check, false),
    Y is 9223372036854775807 + 1, write(Y), nl.
