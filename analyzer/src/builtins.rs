//! What the analysis knows of builtins and library predicates: which never call
//! user code (they cost no resolution steps), which are tests (they may fail and
//! bind nothing), which leave no choice points. Anything not listed that is not a
//! user predicate is treated as a meta-call that may run any user code.

/// How a builtin behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Behaviour {
    /// May fail, binds nothing, leaves no choice point.
    Test,
    /// Leaves no choice point.
    Det,
    /// May leave choice points.
    Nondet,
}

use Behaviour::{Det, Nondet, Test};

const TABLE: &[(&str, Behaviour)] = &[
    ("<", Test),
    (">", Test),
    ("=<", Test),
    (">=", Test),
    ("=:=", Test),
    ("=\\=", Test),
    ("==", Test),
    ("\\==", Test),
    ("@<", Test),
    ("@>", Test),
    ("@=<", Test),
    ("@>=", Test),
    ("\\=", Test),
    ("atom", Test),
    ("atomic", Test),
    ("integer", Test),
    ("number", Test),
    ("float", Test),
    ("var", Test),
    ("nonvar", Test),
    ("is_list", Test),
    ("ground", Test),
    ("compound", Test),
    ("callable", Test),
    ("fail", Test),
    ("false", Test),
    // Ciao's basic properties called as goals (`engine/src/prelude/ciao_props.pl`);
    // `int/1` and `nnegint/1` enumerate when their argument is unbound
    // ([`enumerates_unbound`]). `list/1,2` are left out: they walk the list and
    // `list/2` calls its type on every element.
    ("term", Test),
    ("int", Test),
    ("nnegint", Test),
    ("flt", Test),
    ("num", Test),
    ("atm", Test),
    ("struct", Test),
    ("gnd", Test),
    ("gndstr", Test),
    ("constant", Test),
    ("is", Det),
    ("=", Det),
    ("functor", Det),
    ("arg", Det),
    ("=..", Det),
    ("copy_term", Det),
    ("atom_codes", Det),
    ("atom_chars", Det),
    ("atom_length", Det),
    ("number_codes", Det),
    ("atom_number", Det),
    ("char_code", Det),
    ("upcase_atom", Det),
    ("msort", Det),
    ("sort", Det),
    ("keysort", Det),
    ("length", Det),
    ("append", Det),
    ("reverse", Det),
    ("memberchk", Det),
    ("selectchk", Det),
    ("sum_list", Det),
    ("sumlist", Det),
    ("max_list", Det),
    ("min_list", Det),
    ("numlist", Det),
    ("last", Det),
    ("subtract", Det),
    ("intersection", Det),
    ("union", Det),
    ("delete", Det),
    ("list_to_set", Det),
    ("flatten", Det),
    ("succ", Det),
    ("plus", Det),
    ("true", Det),
    ("write", Det),
    ("writeln", Det),
    ("print", Det),
    ("writeq", Det),
    ("write_canonical", Det),
    ("nl", Det),
    ("tab", Det),
    ("format", Det),
    ("halt", Det),
    ("nb_getval", Det),
    ("b_getval", Det),
    ("nb_setval", Det),
    ("b_setval", Det),
    ("term_variables", Det),
    ("compare", Det),
    ("assert", Det),
    ("asserta", Det),
    ("assertz", Det),
    ("member", Nondet),
    ("nth0", Nondet),
    ("nth1", Nondet),
    ("between", Nondet),
    ("select", Nondet),
    ("permutation", Nondet),
    ("atom_concat", Nondet),
    ("sub_atom", Nondet),
    ("char_type", Nondet),
    ("code_type", Nondet),
    ("retract", Nondet),
    ("retractall", Det),
];

/// Builtins the engine counts exactly once per call in its `builtins` counter
/// (implemented natively or inline; library predicates written in Prolog count
/// the builtins they call instead). Checked against the engine by a test.
const COUNTED_ONCE: &[&str] = &[
    "<",
    ">",
    "=<",
    ">=",
    "=:=",
    "=\\=",
    "==",
    "\\==",
    "@<",
    "@>",
    "@=<",
    "@>=",
    "\\=",
    "atom",
    "atomic",
    "integer",
    "number",
    "float",
    "var",
    "nonvar",
    "is_list",
    "ground",
    "compound",
    "callable",
    "is",
    "=",
    "functor",
    "=..",
    "copy_term",
    "atom_codes",
    "atom_chars",
    "atom_length",
    "number_codes",
    "char_code",
    "msort",
    "sort",
    "keysort",
    "succ",
    "plus",
    "compare",
    "term_variables",
];

/// Builtins the compiler turns into instructions: they count nothing (nor does `!`).
const COUNTED_NEVER: &[&str] = &["true", "fail", "false"];

/// How many units one call of `name` adds to the engine's builtin counter, when
/// that is known.
pub fn builtin_calls(name: &str) -> Option<i64> {
    if COUNTED_ONCE.contains(&name) {
        Some(1)
    } else if COUNTED_NEVER.contains(&name) {
        Some(0)
    } else {
        None
    }
}

fn behaviour(name: &str) -> Option<Behaviour> {
    TABLE.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
}

/// Whether `name` is a builtin or library predicate that never calls user code.
pub fn is_plain(name: &str) -> bool {
    behaviour(name).is_some()
}

/// Whether `name` is a test: it may fail and binds nothing.
pub fn is_test(name: &str) -> bool {
    behaviour(name) == Some(Test)
}

/// Whether the test `name` enumerates solutions when its argument is not ground
/// (Ciao's `int/1` and `nnegint/1` generate integers), instead of only testing.
pub fn enumerates_unbound(name: &str) -> bool {
    matches!(name, "int" | "nnegint")
}

/// Whether `name` never leaves choice points (`append/3` and `length/2` only when
/// their first argument is a proper list: the caller checks that).
pub fn is_det(name: &str) -> bool {
    matches!(behaviour(name), Some(Test | Det))
}

#[cfg(test)]
mod tests {
    use super::*;
    use costlog_engine::{Counter, Machine, Outcome};

    /// A goal that calls the builtin once, and whether it succeeds.
    fn example(name: &str) -> (&'static str, bool) {
        match name {
            "<" => ("1 < 2", true),
            ">" => ("2 > 1", true),
            "=<" => ("1 =< 2", true),
            ">=" => ("2 >= 1", true),
            "=:=" => ("1 =:= 1", true),
            "=\\=" => ("1 =\\= 2", true),
            "==" => ("a == a", true),
            "\\==" => ("a \\== b", true),
            "@<" => ("a @< b", true),
            "@>" => ("b @> a", true),
            "@=<" => ("a @=< a", true),
            "@>=" => ("a @>= a", true),
            "\\=" => ("a \\= b", true),
            "atom" => ("atom(a)", true),
            "atomic" => ("atomic(1)", true),
            "integer" => ("integer(1)", true),
            "number" => ("number(1)", true),
            "float" => ("float(1.0)", true),
            "var" => ("var(_)", true),
            "nonvar" => ("nonvar(a)", true),
            "is_list" => ("is_list([a])", true),
            "ground" => ("ground(f(a))", true),
            "compound" => ("compound(f(a))", true),
            "callable" => ("callable(a)", true),
            "fail" => ("fail", false),
            "false" => ("false", false),
            "is" => ("_ is 1 + 2 * 3", true),
            "=" => ("_ = f(a)", true),
            "functor" => ("functor(f(a), _, _)", true),
            "=.." => ("f(a) =.. _", true),
            "copy_term" => ("copy_term(f(_), _)", true),
            "atom_codes" => ("atom_codes(abc, _)", true),
            "atom_chars" => ("atom_chars(abc, _)", true),
            "atom_length" => ("atom_length(abc, _)", true),
            "number_codes" => ("number_codes(12, _)", true),
            "char_code" => ("char_code(a, _)", true),
            "msort" => ("msort([b, a], _)", true),
            "sort" => ("sort([b, a], _)", true),
            "keysort" => ("keysort([b-1, a-2], _)", true),
            "succ" => ("succ(1, _)", true),
            "plus" => ("plus(1, 2, _)", true),
            "true" => ("true", true),
            "compare" => ("compare(_, a, b)", true),
            "term_variables" => ("term_variables(f(_), _)", true),
            _ => ("unknown", false),
        }
    }

    #[test]
    fn counted_once_matches_the_engine() {
        let mut wrong = Vec::new();
        for name in COUNTED_ONCE {
            let (goal, succeeds) = example(name);
            let mut m = Machine::new();
            m.consult_str("t.pl", &format!("t :- {goal}.\n"));
            let t = m.parse_goal("t").unwrap();
            m.set_counting(true);
            let outcome = m.run_once(&t);
            let c = m.total_counts();
            if (outcome == Outcome::Solved) != succeeds
                || (c[Counter::Steps], c[Counter::Builtins]) != (1, 1)
            {
                wrong.push(format!(
                    "{name}: {outcome:?} {} {}",
                    c[Counter::Steps],
                    c[Counter::Builtins]
                ));
            }
        }
        for goal in ["true", "fail", "false", "!"] {
            let mut m = Machine::new();
            m.consult_str("t.pl", &format!("t :- {goal}.\n"));
            let t = m.parse_goal("t").unwrap();
            m.set_counting(true);
            m.run_once(&t);
            if m.total_counts()[Counter::Builtins] != 0 {
                wrong.push(format!("{goal} counts"));
            }
        }
        assert!(wrong.is_empty(), "{wrong:?}");
    }
}
