//! Where costlog deliberately follows ISO 13211-1 (and the INRIA suite) rather than
//! SWI-Prolog 9, so these cannot be conformance cases (which must pass in swipl too).

use crate::machine::{Machine, Outcome};

/// Runs each goal in a fresh machine and requires it to succeed.
fn all_succeed(goals: &[&str]) {
    for goal in goals {
        let mut m = Machine::new();
        let g = m.parse_goal(goal).expect("goal parses");
        assert_eq!(m.run_once(&g), Outcome::Solved, "{goal}");
    }
}

#[test]
fn findall_result_must_be_a_partial_list() {
    // SWI fails; ISO raises.
    all_succeed(&[
        "catch(findall(X, member(X, [1]), a), error(type_error(list, a), _), true)",
        "catch(findall(X, true, [a|b]), error(type_error(list, [a|b]), _), true)",
        "findall(X, member(X, [1, 2]), [1|T]), T == [2]",
    ]);
}

#[test]
fn clause_body_must_be_callable() {
    // SWI fails.
    all_succeed(&["catch(clause(f(_), 5), error(type_error(callable, 5), _), true)"]);
}

#[test]
fn set_prolog_flag_checks_names_and_values() {
    // SWI creates unknown flags and says type_error(bool, no).
    all_succeed(&[
        "catch(set_prolog_flag(date, 'July 1999'), error(domain_error(prolog_flag, date), _), true)",
        "catch(set_prolog_flag(debug, no), error(domain_error(flag_value, debug+no), _), true)",
        "catch(set_prolog_flag(unknown, maybe), error(domain_error(flag_value, unknown+maybe), _), true)",
        "create_prolog_flag(my_flag, 1, []), set_prolog_flag(my_flag, 2), current_prolog_flag(my_flag, 2)",
        "set_prolog_flag(debug, on), current_prolog_flag(debug, true), set_prolog_flag(debug, false)",
    ]);
}

#[test]
fn atom_concat_type_errors_name_atom() {
    // SWI says type_error(atomic, f(a)); numbers are still accepted as in SWI.
    all_succeed(&[
        "catch(atom_concat(f(a), iso, _), error(type_error(atom, f(a)), _), true)",
        "catch(atom_concat(iso, f(a), _), error(type_error(atom, f(a)), _), true)",
        "catch(atom_concat(_, _, f(a)), error(type_error(atom, f(a)), _), true)",
        "atom_concat(1, 2, A), A == '12'",
    ]);
}

#[test]
fn fail_if_is_negation() {
    // Absent from SWI; the INRIA suite tests it.
    all_succeed(&[
        "fail_if(fail)",
        "\\+ fail_if(true)",
        "catch(fail_if(3), error(type_error(callable, 3), _), true)",
    ]);
}

#[test]
fn unknown_flag_warning_fails() {
    all_succeed(&[
        "set_prolog_flag(unknown, warning), \\+ no_such_pred_zz, set_prolog_flag(unknown, error)",
        "set_prolog_flag(unknown, fail), \\+ call(no_such_pred_zz, 1)",
    ]);
}
