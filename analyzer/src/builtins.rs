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
    ("same_term", Test),
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
    // `rational/1` is a test, but `rational/3` binds the numerator and denominator,
    // and the table is by name: det, which claims nothing about bindings.
    ("rational", Det),
    ("blob", Det),
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
    // With an integer index (nth0/3,4, nth1/3,4 enumerate when it is unbound:
    // the caller checks that).
    ("nth0", Det),
    ("nth1", Det),
    ("member", Nondet),
    ("between", Nondet),
    ("select", Nondet),
    ("permutation", Nondet),
    ("atom_concat", Nondet),
    ("sub_atom", Nondet),
    ("char_type", Nondet),
    ("code_type", Nondet),
    ("retract", Nondet),
    ("retractall", Det),
    // Library and native predicates that take no goal (the engine's
    // registry and autoloaded libraries against this table; each runs in a
    // test below). `setarg/3`, `nb_setarg/3` and the attribute predicates are
    // left out: they change terms in place or wake goals on unification.
    ("=@=", Test),
    ("\\=@=", Test),
    ("subsumes_term", Test),
    ("acyclic_term", Test),
    ("cyclic_term", Test),
    ("is_most_general_term", Test),
    ("string", Test),
    ("exists_file", Test),
    ("exists_directory", Test),
    ("name", Det),
    ("context_module", Det),
    ("term_string", Det),
    ("term_to_atom", Det),
    ("atom_to_term", Det),
    ("numbervars", Det),
    ("copy_term_nat", Det),
    ("term_singletons", Det),
    ("subsumes", Det),
    ("unify_with_occurs_check", Det),
    ("variant_sha1", Det),
    ("variant_hash", Det),
    ("term_hash", Det),
    ("recorda", Det),
    ("recordz", Det),
    ("erase", Det),
    ("getenv", Det),
    ("setenv", Det),
    ("unsetenv", Det),
    ("tmp_file", Det),
    ("nb_delete", Det),
    ("atom_string", Det),
    ("atomic_list_concat", Det),
    ("downcase_atom", Det),
    ("number_chars", Det),
    ("number_string", Det),
    ("string_chars", Det),
    ("string_codes", Det),
    ("string_code", Det),
    ("string_length", Det),
    ("string_lower", Det),
    ("string_upper", Det),
    ("string_to_atom", Det),
    ("text_to_string", Det),
    ("split_string", Det),
    ("clause", Nondet),
    ("recorded", Nondet),
    ("string_concat", Nondet),
    ("sub_string", Nondet),
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
    "same_term",
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
    "rational",
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

/// Deterministic builtins that succeed (or raise an error) whenever the
/// arguments at the listed positions are fresh variables: name, arity, those
/// positions. Every other builtin may fail: `memberchk/2`, `numlist/3` (below
/// its lower end), `max_list/2` (on `[]`), `atom_number/2` (on `foo`), and any
/// builtin whose output is already bound (`sort(L, [a])`).
const TOTAL: &[(&str, usize, &[usize])] = &[
    ("=..", 2, &[1]),
    ("copy_term", 2, &[1]),
    ("atom_codes", 2, &[1]),
    ("atom_chars", 2, &[1]),
    ("atom_length", 2, &[1]),
    ("char_code", 2, &[1]),
    ("upcase_atom", 2, &[1]),
    ("msort", 2, &[1]),
    ("sort", 2, &[1]),
    ("sort", 4, &[3]),
    ("keysort", 2, &[1]),
    ("reverse", 2, &[1]),
    ("sum_list", 2, &[1]),
    ("sumlist", 2, &[1]),
    ("subtract", 3, &[2]),
    ("intersection", 3, &[2]),
    ("union", 3, &[2]),
    ("delete", 3, &[2]),
    ("list_to_set", 2, &[1]),
    ("flatten", 2, &[1]),
    ("succ", 2, &[1]),
    ("plus", 3, &[2]),
    ("term_variables", 2, &[1]),
    ("compare", 3, &[0]),
    ("nb_getval", 2, &[1]),
    ("b_getval", 2, &[1]),
    ("nb_setval", 2, &[]),
    ("b_setval", 2, &[]),
    ("true", 0, &[]),
    ("write", 1, &[]),
    ("write", 2, &[]),
    ("writeln", 1, &[]),
    ("writeln", 2, &[]),
    ("print", 1, &[]),
    ("print", 2, &[]),
    ("writeq", 1, &[]),
    ("writeq", 2, &[]),
    ("write_canonical", 1, &[]),
    ("write_canonical", 2, &[]),
    ("nl", 0, &[]),
    ("nl", 1, &[]),
    ("tab", 1, &[]),
    ("tab", 2, &[]),
    ("format", 1, &[]),
    ("format", 2, &[]),
    ("format", 3, &[]),
    ("halt", 0, &[]),
    ("halt", 1, &[]),
    ("assert", 1, &[]),
    ("asserta", 1, &[]),
    ("assertz", 1, &[]),
    ("retractall", 1, &[]),
    ("name", 2, &[1]),
    ("term_to_atom", 2, &[1]),
    ("term_string", 2, &[1]),
    ("context_module", 1, &[0]),
    ("term_singletons", 2, &[1]),
    ("variant_sha1", 2, &[1]),
    ("variant_hash", 2, &[1]),
    ("term_hash", 2, &[1]),
    ("copy_term_nat", 2, &[1]),
    ("numbervars", 3, &[2]),
    ("tmp_file", 2, &[1]),
    ("atom_string", 2, &[1]),
    ("downcase_atom", 2, &[1]),
    ("string_chars", 2, &[1]),
    ("string_codes", 2, &[1]),
    ("string_length", 2, &[1]),
    ("string_lower", 2, &[1]),
    ("string_upper", 2, &[1]),
];

/// Whether a call of the builtin `name`/`arity` surely does not fail: it is
/// total ([`TOTAL`]) and each of its outputs is fresh, as `fresh` judges the
/// argument at that position.
pub fn never_fails(name: &str, arity: usize, fresh: impl Fn(usize) -> bool) -> bool {
    TOTAL
        .iter()
        .find(|(n, a, _)| *n == name && *a == arity)
        .is_some_and(|(_, _, outs)| outs.iter().all(|i| fresh(*i)))
}

/// Whether `name` never leaves choice points (`append/3` and `length/2` only when
/// their first argument is a proper list or `length/2` makes one, `nth0` and
/// `nth1` only with an integer index: the caller checks that).
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
            "same_term" => ("same_term(a, a)", true),
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
            "rational" => ("rational(1r3)", true),
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
    fn builtins_that_can_fail_are_never_total() {
        let fresh = |_: usize| true;
        for (name, arity) in [
            ("memberchk", 2),
            ("selectchk", 3),
            ("numlist", 3),
            ("max_list", 2),
            ("min_list", 2),
            ("last", 2),
            ("atom_number", 2),
            ("functor", 3),
            ("arg", 3),
            ("member", 2),
            ("nth0", 3),
            ("nth1", 3),
            ("length", 2),
            ("is_list", 1),
            ("int", 1),
            ("atm", 1),
            ("num", 1),
            ("gnd", 1),
        ] {
            assert!(!never_fails(name, arity, fresh), "{name}/{arity}");
        }
        assert!(never_fails("msort", 2, fresh));
        // A bound output can fail to match.
        assert!(!never_fails("msort", 2, |i| i != 1));
        assert!(!never_fails("msort", 3, fresh));
    }

    /// Every total builtin succeeds in the engine with fresh outputs.
    #[test]
    fn total_builtins_succeed_with_fresh_outputs() {
        let mut m = Machine::new();
        let goals = [
            "X =.. [f, a]",
            "copy_term(f(A), X)",
            "atom_codes(ab, X)",
            "atom_chars(ab, X)",
            "atom_length(ab, X)",
            "char_code(a, X)",
            "upcase_atom(ab, X)",
            "msort([b, a], X)",
            "sort([b, a], X)",
            "keysort([b-1], X)",
            "sort(0, @>=, [a, b, a], X)",
            "reverse([a], X)",
            "sum_list([1], X)",
            "sumlist([1], X)",
            "subtract([a], [b], X)",
            "intersection([a], [b], X)",
            "union([a], [b], X)",
            "delete([a], b, X)",
            "list_to_set([a, a], X)",
            "flatten([[a]], X)",
            "succ(1, X)",
            "plus(1, 2, X)",
            "term_variables(f(A), X)",
            "compare(X, a, b)",
            "nb_setval(k, 1)",
            "nb_getval(k, X)",
            "b_setval(k, 1)",
            "b_getval(k, X)",
            "name(abc, X)",
            "term_to_atom(f(A, \"s\", 1.5), X)",
            "term_string(f(A, b), X)",
            "context_module(X)",
            "term_singletons(f(A, B, A), X)",
            "variant_sha1(f(A), X)",
            "variant_hash(f(A), X)",
            "term_hash(f(A), X)",
            "copy_term_nat(f(A), X)",
            "numbervars(f(A), 0, X)",
            "tmp_file(t, X)",
            "atom_string(12, X)",
            "downcase_atom('AB', X)",
            "string_chars(ab, X)",
            "string_codes(\"ab\", X)",
            "string_length(ab, X)",
            "string_lower(\"AB\", X)",
            "string_upper(ab, X)",
        ];
        for g in goals {
            let goal = m.parse_goal(g).expect(g);
            assert!(matches!(m.run_once(&goal), Outcome::Solved), "{g}");
            let (name, arity) = goal.functor().expect(g);
            assert!(never_fails(&name.name(), arity, |_| true), "{g}");
        }
    }

    /// What the analysis takes of the list builtins it models holds in the
    /// engine: `nth0/3` and `nth1/3` have at most one solution with an integer
    /// index (and fail beyond the list), `length/2` makes one list of a given
    /// length, `msort/2`, `keysort/2` and `sort/4` with `@>=` keep every
    /// element, `sort/2` and `sort/4` with `@<` at most every one.
    #[test]
    fn modelled_list_builtins_behave_so_in_the_engine() {
        let mut m = Machine::new();
        for (goal, solutions) in [
            ("nth1(2, [a, b, c], X)", 1),
            ("nth1(4, [a, b, c], X)", 0),
            ("nth1(0, [a, b, c], X)", 0),
            ("nth0(0, [a], X)", 1),
            ("nth0(1, [a], X)", 0),
            ("nth1(I, [a, b], X)", 2),
            ("length(L, 3), L = [_, _, _]", 1),
            ("length(L, 0), L == []", 1),
            ("length([a, b], 2)", 1),
            ("length([a, b], 3)", 0),
            ("msort([b, a, b], S), length(S, 3)", 1),
            ("keysort([b-1, a-2, b-0], S), length(S, 3)", 1),
            ("sort([b, a, b], S), length(S, 2)", 1),
            ("sort(0, @>=, [b, a, b], S), length(S, 3)", 1),
            ("sort(0, @=<, [b, a, b], S), length(S, 3)", 1),
            ("sort(0, @<, [b, a, b], S), length(S, 2)", 1),
            ("is_list([a])", 1),
            ("is_list([a|_])", 0),
        ] {
            let g = m.parse_goal(goal).expect(goal);
            let found = m.all_solutions(&g, &g, 10).expect(goal);
            assert_eq!(found.len(), solutions, "{goal}");
        }
    }

    /// The library predicates added to the table exist in the engine, take
    /// no resolution step of their own (a clause calling one costs its one
    /// step) and have as many solutions as the table says: one at most for a
    /// test or a deterministic one.
    #[test]
    fn library_predicates_in_the_table_run_without_steps() {
        let mut wrong = Vec::new();
        for (goal, solutions) in [
            ("f(A) =@= f(B)", 1),
            ("f(a) \\=@= f(_)", 1),
            ("subsumes_term(f(_), f(a))", 1),
            ("acyclic_term(f(_))", 1),
            ("cyclic_term(f(_))", 0),
            ("is_most_general_term(f(_, _))", 1),
            ("string(\"a\")", 1),
            ("exists_file('/nonexistent/file')", 0),
            ("exists_directory('/')", 1),
            ("name(X, \"ab\")", 1),
            ("term_string(T, \"f(x)\")", 1),
            ("term_string(T, \"f(x)\", [])", 1),
            ("term_to_atom(f(x), A)", 1),
            ("atom_to_term('f(X)', T, B)", 1),
            ("numbervars(f(A, B), 0, E, [])", 1),
            ("copy_term([X], f(X), Vs, T)", 1),
            ("subsumes(f(X), f(a))", 1),
            ("unify_with_occurs_check(X, f(X))", 0),
            ("recorda(k, a), recordz(k, b, R), erase(R)", 1),
            ("recorda(k, a), recorda(k, b), recorded(k, X)", 2),
            ("recorda(k, a), recorded(k, X, R)", 1),
            (
                "setenv(costlog_t, 1), getenv(costlog_t, V), unsetenv(costlog_t)",
                1,
            ),
            ("getenv(costlog_unset_variable, V)", 0),
            ("nb_setval(k, 1), nb_delete(k)", 1),
            ("atomic_list_concat([a, b], X)", 1),
            ("atomic_list_concat(L, ',', 'a,b')", 1),
            ("number_chars(X, ['1'])", 1),
            ("number_string(X, \"12\")", 1),
            ("string_code(1, \"ab\", C)", 1),
            ("string_to_atom(S, ab)", 1),
            ("text_to_string(ab, S)", 1),
            ("split_string(\"a,b\", \",\", \"\", P)", 1),
            ("clause(d(_), B)", 2),
            ("clause(d(_), B, R)", 2),
            ("string_concat(A, B, \"ab\")", 3),
            ("sub_string(\"ab\", B, 1, A, S)", 2),
        ] {
            let mut m = Machine::new();
            let program =
                format!(":- dynamic d/1.\nd(a).\nd(b).\nt(_) :- ({goal} -> true ; true).\n");
            m.consult_str("t.pl", &program);
            let g = m.parse_goal(goal).expect(goal);
            let found = m.all_solutions(&g, &g, 10).map(|f| f.len());
            let t = m.parse_goal("t(_)").expect("t");
            m.set_counting(true);
            m.run_once(&t);
            let steps = m.total_counts()[Counter::Steps];
            if found != Ok(solutions) || steps != 1 {
                wrong.push(format!("{goal}: {found:?} solutions, {steps} steps"));
            }
            let name = g.functor().map(|f| f.0.name().to_string());
            let name = name.filter(|n| n != ",").unwrap_or_default();
            if !name.is_empty() && (!is_plain(&name) || (solutions > 1 && is_det(&name))) {
                wrong.push(format!("{goal}: not in the table as it behaves"));
            }
        }
        assert!(wrong.is_empty(), "{wrong:?}");
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
